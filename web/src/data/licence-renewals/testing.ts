import type { LicenceRenewalRecord } from './converter';

/** A stored renewal in review since `statusChangedAt`, as the converter gives it. */
export function aRenewalRecord(id: string, statusChangedAt: Date): LicenceRenewalRecord {
  return {
    id,
    reference: null,
    serviceId: 'licence-renewal',
    applicant: {
      firstName: 'Amani',
      lastName: 'Otieno',
      dateOfBirth: '1988-01-20',
      email: 'amani@example.com',
      phone: '',
      address: '',
      language: 'en',
    },
    answers: {},
    documents: [],
    status: 'in_review',
    statusNote: '',
    source: 'online',
    assignedTo: null,
    assignedToName: null,
    createdAt: statusChangedAt,
    updatedAt: statusChangedAt,
    updatedBy: null,
    statusChangedAt,
  };
}
