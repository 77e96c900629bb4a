// Public service applications as the browser writes them (domain publicApplicationSchema), for
// the rules and functions suites. createdAt is left to the caller: serverTimestamp() of the SDK
// it writes with.
import { COLLECTIONS } from '@centre/domain/collections';
import { randomUUID } from 'node:crypto';
import { doc, setDoc } from 'firebase/firestore';
import { HCA_SERVICE_ID, type PublicApplication } from '@centre/domain/applications';
import type { RulesDb } from './rules-actors';

export const ACTIVE_SERVICE_ID = 'passport-renewal';
export const INACTIVE_SERVICE_ID = 'retired-service';
export const APPLICANT_DATE_OF_BIRTH = '1990-04-12';

export const newApplicationId = (): string => randomUUID();

export function publicApplication(
  id: string,
  overrides: Partial<PublicApplication> = {},
): PublicApplication {
  const serviceId = overrides.serviceId ?? ACTIVE_SERVICE_ID;
  return {
    clientRequestId: id,
    serviceId,
    kind: serviceId === HCA_SERVICE_ID ? 'hca' : 'service',
    applicant: {
      firstName: 'Amina',
      lastName: 'Wanjiru',
      dateOfBirth: APPLICANT_DATE_OF_BIRTH,
      email: 'amina@example.org',
      phone: '+44 7700 900123',
      address: '12 High Street, Leeds',
      language: 'en',
    },
    answers: { applicationType: 'Renewal', passportNumber: 'AK1234567' },
    documents: [
      {
        path: `applications/${id}/passport-photo-1.jpg`,
        name: 'photo.jpg',
        size: 120_000,
        contentType: 'image/jpeg',
        field: 'passportPhoto',
      },
    ],
    status: 'submitted',
    source: 'online',
    ...overrides,
  };
}

/** The services the rules look up: one active, the HCA one, and one withdrawn from the catalogue. */
const SEED_SERVICES: Record<string, { name: string; active: boolean }> = {
  [ACTIVE_SERVICE_ID]: { name: 'Passport Application and Renewal', active: true },
  [HCA_SERVICE_ID]: { name: 'Health Care Aide Exam', active: true },
  [INACTIVE_SERVICE_ID]: { name: 'Retired service', active: false },
};

/** Writes SEED_SERVICES, for a rules suite's seed (rules disabled). */
export async function seedServices(db: RulesDb): Promise<void> {
  for (const [id, service] of Object.entries(SEED_SERVICES)) {
    await setDoc(doc(db, COLLECTIONS.services, id), service);
  }
}
