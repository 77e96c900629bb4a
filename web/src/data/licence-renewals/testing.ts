import { AN_APPLICANT } from '../applications/testing';
import type { LicenceRenewalRecord } from './converter';

/** A stored renewal in review since `statusChangedAt`, as the converter gives it. */
export function aRenewalRecord(id: string, statusChangedAt: Date): LicenceRenewalRecord {
  return {
    id,
    reference: null,
    serviceId: 'licence-renewal',
    applicant: { ...AN_APPLICANT, phone: '' },
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
