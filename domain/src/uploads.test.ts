import { describe, expect, it } from 'vitest';
import {
  UNATTACHED_UPLOAD_MAX_AGE_MS,
  applicationIdOfUpload,
  submissionOfUpload,
  checkDocumentType,
  decideUploadCleanup,
  detectDocumentType,
} from './uploads';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from(value, (character) => character.charCodeAt(0));

const PDF = text('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);

describe('detectDocumentType', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
  ])('recognises %s from its first bytes', (_, head, type) => {
    expect(detectDocumentType(head)).toBe(type);
  });

  it.each([
    ['an empty file', bytes()],
    ['HTML', text('<!doctype html><script>alert(1)</script>')],
    ['a PDF signature not at the start', text(' %PDF-1.4')],
    ['"%PDF" without the dash', text('%PDF1.4')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ['a GIF', text('GIF89a')],
    ['a ZIP (docx)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['two bytes of a JPEG', bytes(0xff, 0xd8)],
  ])('recognises nothing in %s', (_, head) => {
    expect(detectDocumentType(head)).toBeNull();
  });
});

describe('checkDocumentType', () => {
  it.each([
    [PDF, 'application/pdf'],
    [JPEG, 'image/jpeg'],
    [PNG, 'image/png'],
    [PNG, 'IMAGE/PNG'],
    [PDF, 'application/pdf; charset=binary'],
  ])('keeps a file whose bytes match its claimed type (%#)', (head, claimed) => {
    expect(checkDocumentType(head, claimed)).toEqual({
      keep: true,
      type: detectDocumentType(head),
    });
  });

  it('refuses a file claiming to be a PDF that starts with other bytes', () => {
    expect(checkDocumentType(text('<html>not a pdf'), 'application/pdf')).toEqual({
      keep: false,
      reason: 'unknown-content',
      claimed: 'application/pdf',
      detected: null,
    });
  });

  it('refuses a real PNG that claims to be a PDF (the browser would be told the wrong type)', () => {
    expect(checkDocumentType(PNG, 'application/pdf')).toEqual({
      keep: false,
      reason: 'type-mismatch',
      claimed: 'application/pdf',
      detected: 'image/png',
    });
  });

  it.each([undefined, null, '', 'text/html', 'application/octet-stream'])(
    'refuses a real PDF uploaded as %s',
    (claimed) => {
      expect(checkDocumentType(PDF, claimed)).toMatchObject({
        keep: false,
        reason: 'type-mismatch',
        detected: 'application/pdf',
      });
    },
  );

  it('refuses an empty file', () => {
    expect(checkDocumentType(bytes(), 'image/jpeg')).toMatchObject({
      keep: false,
      reason: 'unknown-content',
    });
  });
});

describe('applicationIdOfUpload', () => {
  it.each([
    [
      'applications/5f3c9d2e-8b1a-4c6f-9e2d-7a1b3c4d5e6f/id.pdf',
      '5f3c9d2e-8b1a-4c6f-9e2d-7a1b3c4d5e6f',
    ],
    ['applications/app-1/a/b.png', 'app-1'],
  ])('reads the application id of %s', (path, id) => {
    expect(applicationIdOfUpload(path)).toBe(id);
  });

  it.each([
    'applications/',
    'applications/app-1',
    'applications/app-1/',
    'applications//x.pdf',
    'other/app-1/x.pdf',
  ])('finds no application in %s', (path) => {
    expect(applicationIdOfUpload(path)).toBeNull();
  });
});

describe('submissionOfUpload', () => {
  it.each([
    ['applications/app-1/id.pdf', { collection: 'applications', id: 'app-1' }],
    ['licenceRenewals/ren-1/licence.pdf', { collection: 'licenceRenewals', id: 'ren-1' }],
    ['licenceRenewals/ren-1/a/b.png', { collection: 'licenceRenewals', id: 'ren-1' }],
  ])('reads the submission of %s', (path, submission) => {
    expect(submissionOfUpload(path)).toEqual(submission);
  });

  it.each(['licenceRenewals/', 'licenceRenewals/ren-1', 'licenceRenewals//x.pdf', 'jobs/1/x.pdf'])(
    'finds no submission in %s',
    (path) => {
      expect(submissionOfUpload(path)).toBeNull();
    },
  );

  it('reads no application id from a licence renewal folder', () => {
    expect(applicationIdOfUpload('licenceRenewals/ren-1/licence.pdf')).toBeNull();
  });
});

describe('decideUploadCleanup', () => {
  const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
  const PATH = 'applications/app-1/id.pdf';
  const OLD = NOW - UNATTACHED_UPLOAD_MAX_AGE_MS;
  const YOUNG = NOW - UNATTACHED_UPLOAD_MAX_AGE_MS + 1;

  it('removes a file 24 hours old whose application does not exist', () => {
    expect(decideUploadCleanup({ path: PATH, createdAtMs: OLD }, null, NOW)).toEqual({
      remove: true,
      reason: 'no-application',
    });
  });

  it("removes a file 24 hours old that is not in its application's documents", () => {
    const application = { documentPaths: ['applications/app-1/other.pdf'] };
    expect(decideUploadCleanup({ path: PATH, createdAtMs: OLD }, application, NOW)).toEqual({
      remove: true,
      reason: 'not-in-application',
    });
  });

  it('keeps an attached file however old it is', () => {
    const application = { documentPaths: [PATH] };
    expect(decideUploadCleanup({ path: PATH, createdAtMs: 0 }, application, NOW)).toEqual({
      remove: false,
      reason: 'attached',
    });
  });

  it('keeps a file younger than 24 hours: its application may still be on its way', () => {
    expect(decideUploadCleanup({ path: PATH, createdAtMs: YOUNG }, null, NOW)).toEqual({
      remove: false,
      reason: 'young',
    });
  });

  it('keeps a file whose creation time cannot be read', () => {
    expect(decideUploadCleanup({ path: PATH, createdAtMs: Number.NaN }, null, NOW)).toEqual({
      remove: false,
      reason: 'young',
    });
  });

  it('removes an old object lying directly under applications/', () => {
    expect(
      decideUploadCleanup({ path: 'applications/stray.pdf', createdAtMs: OLD }, null, NOW),
    ).toEqual({ remove: true, reason: 'outside-folders' });
  });
});
