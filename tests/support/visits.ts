// Front desk and queue fixtures (issue 11) for the functions suites: the booking settings (the
// centre's time zone), a few queue services and visitor details as the desk sends them. The
// queue settings are left to DEFAULT_QUEUE_SETTINGS (passport-renewal tickets are A-, national-id
// B-) unless a test writes settings/queue.
import { BOOKING_SETTINGS_PATH } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import type { VisitorDetailsInput } from '@centre/domain/visits';
import { randomUUID } from 'node:crypto';
import { adminDb } from './admin';
import { BOOKING_SERVICE, BOOKING_SERVICE_ID, TEST_BOOKING_SETTINGS } from './bookings';

export const PASSPORT = 'passport-renewal';
export const NATIONAL_ID = 'national-id';
export const RETIRED = 'retired-service';

export const QUEUE_SERVICES: Record<string, Record<string, unknown>> = {
  [PASSPORT]: { name: 'Passport Application and Renewal', active: true },
  [NATIONAL_ID]: {
    name: 'National ID Card',
    active: true,
    translations: { sw: { name: 'Kitambulisho cha taifa' } },
  },
  [RETIRED]: { name: 'Retired service', active: false },
  [BOOKING_SERVICE_ID]: { ...BOOKING_SERVICE },
};

/** settings/booking (America/Edmonton) and the services above. */
export async function seedQueue(): Promise<void> {
  const batch = adminDb.batch();
  batch.set(adminDb.doc(BOOKING_SETTINGS_PATH), TEST_BOOKING_SETTINGS);
  for (const [id, service] of Object.entries(QUEUE_SERVICES)) {
    batch.set(adminDb.collection(COLLECTIONS.services).doc(id), service);
  }
  await batch.commit();
}

let people = 0;

/** A visitor as the desk types them (unique names, a Canadian phone typed locally). */
export function visitorDetails(overrides: Partial<VisitorDetailsInput> = {}): VisitorDetailsInput {
  people += 1;
  return {
    firstName: 'Amina',
    lastName: `Wanjiru${people}`,
    phone: `(587) 555-${String(1000 + (people % 9000)).padStart(4, '0')}`,
    email: `amina${people}@example.org`,
    idType: 'passport',
    idNumber: `AK${String(1_000_000 + people)}`,
    ...overrides,
  };
}

/** checkInVisitor input for a new walk-in of `serviceId`. */
export function walkIn(serviceId = PASSPORT, overrides: Record<string, unknown> = {}) {
  return { requestId: randomUUID(), visitor: visitorDetails(), serviceId, ...overrides };
}

export const visitRef = (id: string) => adminDb.collection(COLLECTIONS.visits).doc(id);
export const readVisit = async (id: string) => (await visitRef(id).get()).data() ?? {};
export const readDisplay = async (date: string) =>
  (await adminDb.collection(COLLECTIONS.queueDisplays).doc(date).get()).data() ?? {};
export const readBoard = async (date: string) =>
  (await adminDb.collection(COLLECTIONS.queueBoards).doc(date).get()).data() ?? {};
