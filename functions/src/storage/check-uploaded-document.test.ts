import { TYPE_CHECKED_METADATA } from '@centre/domain/uploads';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bucket } from './bucket';
import { checkUploadedDocument } from './check-uploaded-document';

vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn(), info: vi.fn() } }));

const storageError = (code: number) => Object.assign(new Error(`HTTP ${code}`), { code });

/** One object in a fake bucket: its bytes, and what the check asked of it. */
function fakeBucket(bytes: Buffer | null) {
  const calls = {
    download: [] as unknown[],
    delete: [] as unknown[],
    setMetadata: [] as unknown[],
  };
  const file = {
    download: vi.fn(async (options: { start: number; end: number }) => {
      calls.download.push(options);
      if (!bytes) throw storageError(404);
      return [bytes.subarray(options.start, options.end + 1)];
    }),
    delete: vi.fn(async (options: unknown) => void calls.delete.push(options)),
    setMetadata: vi.fn(async (metadata: unknown, options: unknown) => {
      calls.setMetadata.push([metadata, options]);
    }),
  };
  const bucket = { file: vi.fn(() => file) } as unknown as Bucket;
  return { bucket, file, calls };
}

const PATH = 'applications/5f3c9d2e-8b1a-4c6f-9e2d-7a1b3c4d5e6f/id-card.pdf';

describe('checkUploadedDocument', () => {
  beforeEach(() => vi.clearAllMocks());

  it('reads only the first 16 bytes and marks a real PDF as checked', async () => {
    const { bucket, calls } = fakeBucket(Buffer.from(`%PDF-1.7\n${'x'.repeat(10_000)}`));
    const outcome = await checkUploadedDocument(bucket, {
      name: PATH,
      contentType: 'application/pdf',
      generation: '1700000000000001',
    });
    expect(outcome).toBe('kept');
    expect(calls.download).toEqual([{ start: 0, end: 15 }]);
    expect(calls.delete).toEqual([]);
    expect(calls.setMetadata).toEqual([
      [
        { metadata: { [TYPE_CHECKED_METADATA]: 'application/pdf' } },
        { ifGenerationMatch: 1700000000000001 },
      ],
    ]);
  });

  it.each([
    ['an application document', PATH, '<html><script>x</script></html>', 'application/pdf', 7],
    [
      'a licence renewal document (licenceRenewals/{renewalId}/)',
      'licenceRenewals/5f3c9d2e-8b1a-4c6f-9e2d-7a1b3c4d5e6f/licence.png',
      '%PDF-1.7 not a png at all',
      'image/png',
      3,
    ],
  ])(
    'deletes that generation of %s whose bytes are not the type it claims',
    async (_what, name, bytes, contentType, generation) => {
      const { bucket, calls } = fakeBucket(Buffer.from(bytes));
      const outcome = await checkUploadedDocument(bucket, { name, contentType, generation });
      expect(outcome).toBe('removed');
      expect(calls.delete).toEqual([{ ifGenerationMatch: generation }]);
      expect(calls.setMetadata).toEqual([]);
    },
  );

  it("deletes a bank client's KYC file that is not what it claims, and keeps a real one", async () => {
    const fake = fakeBucket(Buffer.from('<html>x</html>'));
    const kyc = 'bankClients/demo-bank-client-mutua/photo/face.png';
    expect(await checkUploadedDocument(fake.bucket, { name: kyc, contentType: 'image/png' })).toBe(
      'removed',
    );
    expect(fake.calls.delete).toHaveLength(1);
    const png = fakeBucket(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]));
    expect(await checkUploadedDocument(png.bucket, { name: kyc, contentType: 'image/png' })).toBe(
      'kept',
    );
    expect(png.calls.delete).toEqual([]);
  });

  it.each([
    'bankClients/c1/selfie/face.png',
    'bankClients/c1/photo',
    'bankClients/c1/photo/a/b.png',
    'exports/report.csv',
  ])('ignores %s (not a submission nor a KYC file)', async (name) => {
    const { bucket, calls } = fakeBucket(Buffer.from('anything'));
    expect(await checkUploadedDocument(bucket, { name })).toBe('not-an-application-upload');
    expect(calls.download).toEqual([]);
  });

  it('ignores objects outside applications/{applicationId}/', async () => {
    const { bucket, calls } = fakeBucket(Buffer.from('anything'));
    expect(await checkUploadedDocument(bucket, { name: 'exports/report.csv' })).toBe(
      'not-an-application-upload',
    );
    expect(calls.download).toEqual([]);
  });

  it('changes nothing for a file already deleted (a retried event)', async () => {
    const { bucket, calls } = fakeBucket(null);
    expect(await checkUploadedDocument(bucket, { name: PATH, contentType: 'image/png' })).toBe(
      'already-gone',
    );
    expect(calls.delete).toEqual([]);
  });

  it('leaves a newer object of the same name alone (generation precondition failed)', async () => {
    const { bucket, file } = fakeBucket(Buffer.from('not a pdf'));
    file.delete.mockRejectedValueOnce(storageError(412));
    expect(
      await checkUploadedDocument(bucket, {
        name: PATH,
        contentType: 'application/pdf',
        generation: 1,
      }),
    ).toBe('already-gone');
  });

  it('lets any other storage error fail the event, so that it is retried', async () => {
    const { bucket, file } = fakeBucket(Buffer.from('%PDF-1.4'));
    file.download.mockRejectedValueOnce(storageError(503));
    await expect(
      checkUploadedDocument(bucket, { name: PATH, contentType: 'application/pdf' }),
    ).rejects.toThrow('HTTP 503');
  });
});
