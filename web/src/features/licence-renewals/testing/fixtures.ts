import type { LicenceRenewalRecord } from '../../../data/licence-renewals/converter';
import type { CurrentStaff } from '../../../data/users/session-user';
import { anApplicant, staffUser } from '../../../test/fixtures';

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
    documents: [],
    status: 'submitted',
    statusNote: '',
    source: 'online',
    assignedTo: null,
    assignedToName: null,
    createdAt: new Date('2026-11-02T09:30:00Z'),
    updatedAt: new Date('2026-11-02T09:30:00Z'),
    updatedBy: null,
    statusChangedAt: new Date('2026-11-02T09:30:00Z'),
    ...overrides,
  };
}

/** A member of staff as the pages take them (the session user): a manager; overrides on top. */
export function aStaffMember(overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  return staffUser({
    uid: 'manager-1',
    displayName: 'Amina Otieno',
    role: 'manager',
    ...overrides,
  });
}
