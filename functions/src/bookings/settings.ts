import { COLLECTIONS } from '@centre/domain/collections';
import {
  BOOKING_MESSAGES,
  BOOKING_SETTINGS_PATH,
  DEFAULT_BOOKING_SETTINGS,
  bookingSettingsSchema,
  type BookingSettings,
} from '@centre/domain/bookings';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { loadSettings } from '../shared/load-settings';

/**
 * settings/booking, or the defaults when it is missing or refused by the schema (loudly: booking
 * must keep working while staff fix the settings).
 */
export function loadBookingSettings(): Promise<BookingSettings> {
  return loadSettings(BOOKING_SETTINGS_PATH, bookingSettingsSchema, DEFAULT_BOOKING_SETTINGS);
}

export interface BookableService {
  id: string;
  name: string;
  durationMinutes: number;
}

/** The service, when it exists, is active, bookable and has a usable duration. */
export async function loadBookableService(serviceId: string): Promise<BookableService> {
  const snapshot = await db.doc(`${COLLECTIONS.services}/${serviceId}`).get();
  const duration: unknown = snapshot.get('durationMinutes');
  if (
    !snapshot.exists ||
    snapshot.get('active') !== true ||
    snapshot.get('bookable') !== true ||
    typeof duration !== 'number' ||
    !Number.isInteger(duration) ||
    duration < 5 ||
    duration > 480
  ) {
    throw new HttpsError('failed-precondition', BOOKING_MESSAGES.serviceNotBookable);
  }
  const name: unknown = snapshot.get('name');
  return {
    id: serviceId,
    name: typeof name === 'string' ? name : serviceId,
    durationMinutes: duration,
  };
}
