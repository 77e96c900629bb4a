import type { PublicApplication } from '@centre/domain/applications';
import { doc, setDoc } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { callFunction } from '../../../lib/call-function';
import { APPLICANT } from '../testing/applicant';
import { createApplication } from './create-application';
import { getApplicationReceipt } from './get-application-receipt';
import { requestUploadGrant } from './request-upload-grant';

vi.mock('../../../lib/firestore-lite', () => ({ getLiteDb: () => ({ lite: true }) }));
vi.mock('firebase/firestore/lite', () => ({
  doc: vi.fn((_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` })),
  setDoc: vi.fn(async () => undefined),
  serverTimestamp: vi.fn(() => 'SERVER_TIME'),
}));
vi.mock('../../../lib/call-function', () => ({ callFunction: vi.fn(async () => ({})) }));

const ID = '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1';

const payloadFor = (serviceId: string): PublicApplication => ({
  clientRequestId: ID,
  serviceId,
  kind: 'service',
  applicant: { ...APPLICANT },
  answers: {},
  documents: [],
  status: 'submitted',
  source: 'online',
});

describe('the application api', () => {
  it.each([
    ['notary-attestation', 'applications'],
    ['licence-renewal', 'licenceRenewals'],
  ])('writes a submission for %s to %s/{clientRequestId}', async (serviceId, collection) => {
    await createApplication(payloadFor(serviceId));
    expect(doc).toHaveBeenLastCalledWith({ lite: true }, collection, ID);
    expect(setDoc).toHaveBeenLastCalledWith(
      { path: `${collection}/${ID}` },
      { ...payloadFor(serviceId), createdAt: 'SERVER_TIME' },
    );
  });

  it('names the collection when it asks for an upload grant and a receipt', async () => {
    await requestUploadGrant(ID, 'licenceRenewals');
    expect(callFunction).toHaveBeenLastCalledWith('requestUploadGrant', {
      applicationId: ID,
      collection: 'licenceRenewals',
    });
    await getApplicationReceipt(ID, 'applications');
    expect(callFunction).toHaveBeenLastCalledWith('getApplicationReceipt', {
      applicationId: ID,
      collection: 'applications',
    });
  });
});
