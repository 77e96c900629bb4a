import {
  HCA_SERVICE_ID,
  applicantSchema,
  publicApplicationSchema,
} from '@centre/domain/applications';
import {
  ALLOWED_DOCUMENT_TYPES,
  FIELD_LIMITS,
  MAX_DOCUMENT_BYTES,
} from '@centre/domain/application-limits';
import type { PublicApplication } from '@centre/domain/applications';
import type { ApplicationField, Service } from '@centre/domain/services';
import { z } from 'zod';
import type { ApplicationFormValues, FormError, UploadedDocument } from './application-form-values';

/**
 * The application form's zod schema and the document it writes, loaded by the form with the
 * visitor's first submission (application-form.tsx); the values and the checks made without a
 * schema are ./application-form-values.ts.
 */

const error = (key: FormError) => key;

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
