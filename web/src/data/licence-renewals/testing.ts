import { anApplicant, freshSubmission } from '../../test/fixtures';
import type { LicenceRenewalRecord } from './converter';

/** A stored renewal as the converter gives it; overrides on top. */
export function aRenewal(
  overrides: Partial<LicenceRenewalRecord> & { id: string },
): LicenceRenewalRecord {
  return {
    reference: 'LIC-7K3Q9D',
    serviceId: 'licence-renewal',
    applicant: anApplicant(),
    answers: {
      licenceNumber: 'DL-123456',
      licenceClass: 'B',
      issuingCountry: 'Kenya',
      licenceExpiry: '2026-12-31',
      delivery: 'collect',
    },
    ...freshSubmission(),
    createdAt: new Date('2026-11-02T09:30:00Z'),
    updatedAt: new Date('2026-11-02T09:30:00Z'),
    statusChangedAt: new Date('2026-11-02T09:30:00Z'),
    ...overrides,
  };
}

/** The copy of the licence on renewal r1, as the renewal form uploads it. */
export const A_LICENCE_COPY: LicenceRenewalRecord['documents'][number] = {
  path: 'licenceRenewals/r1/licence.pdf',
  name: 'licence.pdf',
  size: 2048,
  contentType: 'application/pdf',
  field: 'licenceCopy',
};
