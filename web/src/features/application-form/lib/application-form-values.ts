import { DEFAULT_LANGUAGE, type Language } from '@centre/domain/constants';
import {
  ALLOWED_DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  blankApplicant,
} from '@centre/domain/application-limits';
import type { ApplicationField } from '@centre/domain/services';
import { isOneOf } from '../../../lib/is-one-of';

/**
 * The application form's values and the checks it makes without a schema (a document's type and
 * size before its upload). Its zod schema, which checks the whole form, is
 * ./application-form-schema.ts, loaded with the first submission: the form's page evaluates no
 * zod while it hydrates.
 */

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

/** The largest document, in MB, as the messages say it. */
export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/**
 * The problems this schema finds, as keys of their words under `errors.` in the application-form
 * namespace; the form translates them when it shows them, with the field's label (`{{name}}`,
 * `{{label}}`). The applicant schema of the domain words its own messages (translated by the
 * `messages` namespace, lib/messages.ts).
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
