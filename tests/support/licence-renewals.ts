// Public licence renewal requests as the browser writes them (a PublicApplication of the
// licence-renewal service, written to licenceRenewals/: domain submissions.ts), for the rules and
// functions suites. createdAt is left to the caller.
import { COLLECTIONS } from '@centre/domain/collections';
import type { PublicLicenceRenewal } from '@centre/domain/licence-renewals';
import { LICENCE_RENEWAL_SERVICE_ID } from '@centre/domain/submissions';
import { doc, setDoc } from 'firebase/firestore';
import { APPLICANT_DATE_OF_BIRTH, publicApplication } from './applications';
import type { RulesDb } from './rules-actors';

export { APPLICANT_DATE_OF_BIRTH, newApplicationId as newRenewalId } from './applications';

/** The licence answers of a complete request (LICENCE_RENEWAL_FIELDS' text fields). */
export const LICENCE_ANSWERS = {
  licenceNumber: 'DL-4471902',
  licenceClass: 'B',
  issuingCountry: 'Kenya',
  licenceExpiry: '2026-01-31',
  delivery: 'collect',
} as const;

export function publicLicenceRenewal(
  id: string,
  overrides: Partial<PublicLicenceRenewal> = {},
): PublicLicenceRenewal {
  const base = publicApplication(id, { serviceId: LICENCE_RENEWAL_SERVICE_ID });
  return {
    ...base,
    serviceId: LICENCE_RENEWAL_SERVICE_ID,
    kind: 'service',
    applicant: { ...base.applicant, dateOfBirth: APPLICANT_DATE_OF_BIRTH },
    answers: { ...LICENCE_ANSWERS },
    documents: [
      {
        path: `${COLLECTIONS.licenceRenewals}/${id}/licence-1.pdf`,
        name: 'licence.pdf',
        size: 240_000,
        contentType: 'application/pdf',
        field: 'licenceCopy',
      },
      {
        path: `${COLLECTIONS.licenceRenewals}/${id}/passport-2.jpg`,
        name: 'passport.jpg',
        size: 180_000,
        contentType: 'image/jpeg',
        field: 'identityDocument',
      },
      {
        path: `${COLLECTIONS.licenceRenewals}/${id}/photo-3.png`,
        name: 'photo.png',
        size: 90_000,
        contentType: 'image/png',
        field: 'photo',
      },
    ],
    ...overrides,
  };
}

/** The licence-renewal service, active (the rules look it up on every request). */
export function seedLicenceRenewalService(db: RulesDb, active = true): Promise<void> {
  return setDoc(doc(db, COLLECTIONS.services, LICENCE_RENEWAL_SERVICE_ID), {
    name: 'Driving Licence Renewal',
    active,
  });
}
