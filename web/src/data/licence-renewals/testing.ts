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

/** The copy of the licence on renewal r1, as the renewal form uploads it. */
export const A_LICENCE_COPY: LicenceRenewalRecord['documents'][number] = {
  path: 'licenceRenewals/r1/licence.pdf',
  name: 'licence.pdf',
  size: 2048,
  contentType: 'application/pdf',
  field: 'licenceCopy',
};
