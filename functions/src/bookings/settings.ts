import { COLLECTIONS } from '@centre/domain/collections';
import {
  BOOKING_MESSAGES,
  BOOKING_SETTINGS_PATH,
  DEFAULT_BOOKING_SETTINGS,
  bookingSettingsSchema,
  type BookingSettings,
} from '@centre/domain/bookings';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';

/**
 * settings/booking, or the defaults when it is missing. A document the schema refuses (the
 * rules check types, not every period) falls back to the defaults too, loudly: booking must keep
 * working while staff fix the settings.
 */
export async function loadBookingSettings(): Promise<BookingSettings> {
  const snapshot = await db.doc(BOOKING_SETTINGS_PATH).get();
  if (!snapshot.exists) return DEFAULT_BOOKING_SETTINGS;
  const parsed = bookingSettingsSchema.safeParse(snapshot.data());
  if (parsed.success) return parsed.data;
  logger.error('settings/booking is invalid; using the defaults', {
    issue: parsed.error.issues[0]?.message,
  });
  return DEFAULT_BOOKING_SETTINGS;
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
