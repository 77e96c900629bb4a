import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  type Language,
} from '@centre/domain/constants';
import {
  ALLOWED_DOCUMENT_TYPES,
  FIELD_LIMITS,
  HCA_SERVICE_ID,
  MAX_DOCUMENT_BYTES,
  applicantSchema,
  blankApplicant,
  publicApplicationSchema,
  type PublicApplication,
} from '@centre/domain/applications';
import type { ApplicationField, Service } from '@centre/domain/services';
import { z } from 'zod';
import { isOneOf } from '../../../lib/is-one-of';

export type DocumentContentType = (typeof ALLOWED_DOCUMENT_TYPES)[number];

/** A document already in Storage, as the application records it. */
export interface UploadedDocument {
  path: string;
  name: string;
  size: number;
  contentType: DocumentContentType;
  field: string;
  /**
   * In the form only: the upload stalled, the file is on this device and goes with the
   * application to the queue. Never part of the application (the schemas drop it); a draft
   * restored without the file forgets such a document.
   */
  pending?: boolean;
}

export interface ApplicantValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  address: string;
  language: Language;
}

/** What the form holds: every answer as typed (strings), documents once uploaded. */
export interface ApplicationFormValues {
  applicant: ApplicantValues;
  answers: Record<string, string>;
  documents: Record<string, UploadedDocument | null>;
}

/** Each language named in its own words (the applicant's preferred language). */
export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The largest document, in MB, as the messages say it. */
export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/**
 * The problems this schema finds, as keys of their words under `errors.` in the application-form
 * namespace; the form translates them when it shows them, with the field's label (`{{name}}`,
 * `{{label}}`). The applicant schema of the domain words its own messages.
 */
export const FORM_ERRORS = [
  'select',
  'enter',
  'realDate',
  'number',
  'tooLong',
  'upload',
  'wrongType',
  'tooLarge',
  'empty',
  'dateOfBirthFuture',
] as const;
export type FormError = (typeof FORM_ERRORS)[number];

export const isFormError = isOneOf(FORM_ERRORS);

const error = (key: FormError) => key;

/** "Child's full name" -> "child's full name", but "HCA certificate" stays as it is. */
export function lowerFirst(label: string): string {
  const [first = '', second = ''] = label;
  if (second && second === second.toUpperCase() && second !== second.toLowerCase()) return label;
  return first.toLowerCase() + label.slice(1);
}

export function isAllowedDocumentType(type: string): type is DocumentContentType {
  return (ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** Checked before an upload starts, so a wrong file never leaves the device. */
export function checkDocumentFile(file: { type: string; size: number }): FormError | null {
  if (!isAllowedDocumentType(file.type)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  return null;
}

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function answerSchema(field: ApplicationField): z.ZodType<string> {
  const text = z.string().trim();
  switch (field.type) {
    case 'select': {
      const options = field.options ?? [];
      return text.refine(
        (value) => (value === '' ? !field.required : options.includes(value)),
        error('select'),
      );
    }
    case 'date':
      return text
        .refine((value) => value !== '' || !field.required, error('enter'))
        .refine(
          (value) => value === '' || z.iso.date().safeParse(value).success,
          error('realDate'),
        );
    case 'number':
      return text
        .refine((value) => value !== '' || !field.required, error('enter'))
        .refine((value) => value === '' || NUMBER_PATTERN.test(value), error('number'));
    default:
      return text
        .refine((value) => value !== '' || !field.required, error('enter'))
        .refine((value) => value.length <= FIELD_LIMITS.answer, error('tooLong'));
  }
}

const uploadedDocumentSchema = z.object({
  path: z.string().min(1),
  name: z.string().min(1).max(FIELD_LIMITS.fileName),
  size: z.number().int().positive().max(MAX_DOCUMENT_BYTES, error('tooLarge')),
  contentType: z.enum(ALLOWED_DOCUMENT_TYPES, error('wrongType')),
  field: z.string(),
});

function documentSchema(field: ApplicationField) {
  const document = uploadedDocumentSchema.nullable();
  return field.required ? document.refine((value) => value !== null, error('upload')) : document;
}

const formApplicantSchema = applicantSchema.extend({
  dateOfBirth: applicantSchema.shape.dateOfBirth.refine(
    (value) => value < today(),
    error('dateOfBirthFuture'),
  ),
});

/** The browser's check of an application: the applicant plus the service's own fields. */
export function buildApplicationFormSchema(
  fields: readonly ApplicationField[],
): z.ZodType<ApplicationFormValues, ApplicationFormValues> {
  const answers: Record<string, z.ZodType<string>> = {};
  const documents: Record<string, z.ZodType<UploadedDocument | null>> = {};
  for (const field of fields) {
    if (field.type === 'file') documents[field.key] = documentSchema(field);
    else answers[field.key] = answerSchema(field);
  }
  const schema = z.object({
    applicant: formApplicantSchema,
    answers: z.object(answers),
    documents: z.object(documents),
  });
  // The applicant schema's defaults make its input type looser than the form's values; the
  // form always supplies every key, so both sides are the same shape here.
  return schema as unknown as z.ZodType<ApplicationFormValues, ApplicationFormValues>;
}

/** A blank form; the preferred language starts as the language the page is in. */
export function emptyFormValues(
  fields: readonly ApplicationField[],
  language: Language = DEFAULT_LANGUAGE,
): ApplicationFormValues {
  const values: ApplicationFormValues = {
    applicant: blankApplicant(language),
    answers: {},
    documents: {},
  };
  for (const field of fields) {
    if (field.type === 'file') values.documents[field.key] = null;
    else values.answers[field.key] = '';
  }
  return values;
}

/** A saved draft on top of today's form: fields the service no longer has are dropped. */
export function mergeDraftValues(
  fields: readonly ApplicationField[],
  draft: ApplicationFormValues,
): ApplicationFormValues {
  const values = emptyFormValues(fields);
  values.applicant = { ...values.applicant, ...draft.applicant };
  for (const key of Object.keys(values.answers)) {
    const answer = draft.answers[key];
    if (typeof answer === 'string') values.answers[key] = answer;
  }
  for (const key of Object.keys(values.documents)) {
    const document = draft.documents[key];
    // A document that never reached Storage had its file only in the page that chose it.
    values.documents[key] = document && !document.pending ? document : null;
  }
  return values;
}

/** The document written to applications/{clientRequestId} (without createdAt). */
export function toPublicApplication(
  service: Pick<Service, 'id' | 'applicationFields'>,
  values: ApplicationFormValues,
  clientRequestId: string,
  source: PublicApplication['source'],
): PublicApplication {
  const answers: Record<string, string | number> = {};
  const documents: UploadedDocument[] = [];
  for (const field of service.applicationFields) {
    if (field.type === 'file') {
      const document = values.documents[field.key];
      if (document) documents.push({ ...document, field: field.key });
      continue;
    }
    const answer = (values.answers[field.key] ?? '').trim();
    if (answer === '') continue;
    answers[field.key] = field.type === 'number' ? Number(answer) : answer;
  }
  return publicApplicationSchema.parse({
    clientRequestId,
    serviceId: service.id,
    kind: service.id === HCA_SERVICE_ID ? 'hca' : 'service',
    applicant: values.applicant,
    answers,
    documents,
    status: 'submitted',
    source,
  });
}

/** Storage-safe name: letters, digits, dot, dash and underscore; unique per field and time. */
export function safeFileName(fieldKey: string, fileName: string, now: number = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).replace(/[^a-zA-Z0-9]/g, '') : '';
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFKD')
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  const base = `${fieldKey}-${now.toString(36)}${stem ? `-${stem}` : ''}`;
  return extension ? `${base}.${extension.toLowerCase()}` : base;
}
