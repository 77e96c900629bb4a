import type { LicenceRenewalRecord } from '../../../data/licence-renewals/converter';
import type { CurrentStaff } from '../../../data/users/session-user';

/** A stored renewal as the converter gives it; overrides on top. */
export function aRenewal(
  overrides: Partial<LicenceRenewalRecord> & { id: string },
): LicenceRenewalRecord {
  return {
    reference: 'LIC-7K3Q9D',
    serviceId: 'licence-renewal',
    applicant: {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      dateOfBirth: '1990-04-12',
      email: 'wanjiru@example.com',
      phone: '+44 7700 900123',
      address: '12 Acacia Road, Leeds',
      language: 'sw',
    },
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

/** A member of staff as the pages take them (the session user). */
export function aStaffMember(overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  return {
    uid: 'manager-1',
    displayName: 'Amina Otieno',
    role: 'manager',
    permissions: [],
    ...overrides,
  };
}
