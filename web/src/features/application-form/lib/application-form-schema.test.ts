import { MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import type { ApplicationField } from '@centre/domain/services';
import {
  APPLICATION_TYPE_FIELD,
  PASSPORT_NUMBER_FIELD,
} from '@centre/domain/testing/public-documents';
import { describe, expect, it } from 'vitest';
import { buildApplicationFormSchema, toPublicApplication } from './application-form-schema';
import {
  checkDocumentFile,
  emptyFormValues,
  mergeDraftValues,
  safeFileName,
  type ApplicationFormValues,
} from './application-form-values';
import { APPLICANT } from '../testing/applicant';

// The passport form's optional passportNumber and required applicationType ('New passport' or
// 'Renewal'), then a field of every other type.
const FIELDS: ApplicationField[] = [
  PASSPORT_NUMBER_FIELD,
  APPLICATION_TYPE_FIELD,
  { key: 'completionDate', label: 'Completion date', type: 'date', required: true },
  { key: 'documentCount', label: 'Number of documents', type: 'number', required: true },
  { key: 'passportPhoto', label: 'Passport photo', type: 'file', required: true },
  { key: 'extraLetter', label: 'Supporting letter', type: 'file', required: false },
];

const PHOTO = {
  path: 'applications/3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1/passportPhoto-x-photo.png',
  name: 'photo.png',
  size: 2048,
  contentType: 'image/png' as const,
  field: 'passportPhoto',
};

function validValues(): ApplicationFormValues {
  return {
    applicant: { ...APPLICANT, language: 'sw' },
    answers: {
      passportNumber: '',
      applicationType: 'Renewal',
      completionDate: '2025-06-30',
      documentCount: '3',
    },
    documents: { passportPhoto: PHOTO, extraLetter: null },
  };
}

function issues(values: ApplicationFormValues) {
  const result = buildApplicationFormSchema(FIELDS).safeParse(values);
  if (result.success) return {};
  // The first message per field, as the form shows it.
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the form schema built from applicationFields', () => {
  it('accepts a complete application', () => {
    expect(issues(validValues())).toEqual({});
  });

  it('asks for every required field and leaves optional ones alone', () => {
    const empty = emptyFormValues(FIELDS);
    expect(issues(empty)).toEqual({
      'applicant.firstName': 'Enter your first name',
      'applicant.lastName': 'Enter your last name',
      'applicant.dateOfBirth': 'Enter your date of birth',
      'applicant.email': 'Enter an email address like name@example.com',
      'applicant.phone': 'Enter a phone number we can call',
      'answers.applicationType': 'select',
      'answers.completionDate': 'enter',
      'answers.documentCount': 'enter',
      'documents.passportPhoto': 'upload',
    });
  });

  it.each<[string, (values: ApplicationFormValues) => void, Record<string, string>]>([
    [
      'accepts only the listed options of a select',
      (values) => (values.answers.applicationType = 'Something else'),
      { 'answers.applicationType': 'select' },
    ],
    [
      'refuses a number field that is not a number',
      (values) => (values.answers.documentCount = 'three'),
      { 'answers.documentCount': 'number' },
    ],
    [
      'refuses a date that is not a real date',
      (values) => (values.answers.completionDate = '2025-02-30'),
      { 'answers.completionDate': 'realDate' },
    ],
    [
      'refuses a date of birth in the future',
      (values) => (values.applicant.dateOfBirth = '2999-01-01'),
      // The domain's words (DATE_OF_BIRTH_MESSAGES), shown as they are.
      { 'applicant.dateOfBirth': 'Date of birth must be in the past' },
    ],
  ])('%s', (_case, change, expected) => {
    const values = validValues();
    change(values);
    expect(issues(values)).toEqual(expected);
  });

  it('refuses a document of another type or over 10 MB', () => {
    const values = validValues();
    values.documents.extraLetter = {
      ...PHOTO,
      field: 'extraLetter',
      contentType: 'image/gif' as never,
      size: MAX_DOCUMENT_BYTES + 1,
    };
    expect(issues(values)).toEqual({
      'documents.extraLetter.size': 'tooLarge',
      'documents.extraLetter.contentType': 'wrongType',
    });
  });
});

describe('checkDocumentFile (before an upload starts)', () => {
  it.each([
    ['application/pdf', 1000, null],
    ['image/jpeg', MAX_DOCUMENT_BYTES, null],
    ['image/png', 5, null],
    ['image/gif', 1000, 'wrongType'],
    ['application/msword', 1000, 'wrongType'],
    ['', 1000, 'wrongType'],
    ['application/pdf', MAX_DOCUMENT_BYTES + 1, 'tooLarge'],
    ['image/png', 0, 'empty'],
  ])('%s of %i bytes -> %s', (type, size, message) => {
    expect(checkDocumentFile({ type, size })).toBe(message);
  });
});

describe('toPublicApplication', () => {
  it('writes exactly the public keys, numbers as numbers, documents with their field', () => {
    const id = '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1';
    const payload = toPublicApplication(
      { id: 'hca-exam', applicationFields: FIELDS },
      validValues(),
      id,
      'online',
    );
    expect(payload).toEqual({
      clientRequestId: id,
      serviceId: 'hca-exam',
      kind: 'hca',
      applicant: validValues().applicant,
      answers: { applicationType: 'Renewal', completionDate: '2025-06-30', documentCount: 3 },
      documents: [PHOTO],
      status: 'submitted',
      source: 'online',
    });
  });

  it('leaves out the form-only mark of a document still to upload', () => {
    const values = validValues();
    values.documents.passportPhoto = { ...PHOTO, pending: true };
    const parsed = buildApplicationFormSchema(FIELDS).parse(values);
    const payload = toPublicApplication(
      { id: 'passport-renewal', applicationFields: FIELDS },
      values,
      '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1',
      'online',
    );
    expect(parsed.documents.passportPhoto).toEqual(PHOTO);
    expect(payload.documents).toEqual([PHOTO]);
  });

  it('marks other services as kind service', () => {
    const payload = toPublicApplication(
      { id: 'passport-renewal', applicationFields: FIELDS },
      validValues(),
      '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1',
      'offline_sync',
    );
    expect(payload.kind).toBe('service');
    expect(payload.source).toBe('offline_sync');
  });
});

describe('drafts and file names', () => {
  it('starts the preferred language as the language it is given, English by default', () => {
    expect(emptyFormValues(FIELDS).applicant.language).toBe('en');
    expect(emptyFormValues(FIELDS, 'sw').applicant.language).toBe('sw');
  });

  it('restores a draft onto the current fields, dropping fields the service no longer has', () => {
    const draft = validValues();
    draft.answers.retired = 'old';
    const merged = mergeDraftValues(FIELDS, draft);
    expect(merged.answers).not.toHaveProperty('retired');
    expect(merged.applicant.firstName).toBe('Amina');
    expect(merged.documents.passportPhoto).toEqual(PHOTO);
  });

  it('forgets a document of the draft that never reached Storage (its file stayed in the page)', () => {
    const draft = validValues();
    draft.documents.passportPhoto = { ...PHOTO, pending: true };
    expect(mergeDraftValues(FIELDS, draft).documents.passportPhoto).toBeNull();
  });

  it('makes storage-safe, unique file names', () => {
    expect(safeFileName('passportPhoto', 'My Photo (1).JPG', 36 ** 3)).toBe(
      'passportPhoto-1000-My-Photo-1.jpg',
    );
    expect(safeFileName('idCopy', '../../etc/passwd', 0)).toMatch(/^idCopy-0-[\w.-]+$/);
  });
});
