import {
  BOOKING_SETTINGS_PATH,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
} from '@centre/domain/bookings';
import { doc, getDoc } from 'firebase/firestore/lite';
import { getLiteDb } from '../../../lib/firestore-lite';

/**
 * settings/booking (public get). The page needs only the time zone and the booking window, and
 * the functions use DEFAULT_BOOKING_SETTINGS when the document is missing, so a missing,
 * malformed or unreadable document falls back to the same defaults instead of blocking a booking.
 */
export async function getBookingSettings(): Promise<BookingSettings> {
  try {
    const snapshot = await getDoc(doc(getLiteDb(), BOOKING_SETTINGS_PATH));
    if (!snapshot.exists()) return DEFAULT_BOOKING_SETTINGS;
    const parsed = bookingSettingsSchema.safeParse(snapshot.data());
    return parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
  } catch {
    return DEFAULT_BOOKING_SETTINGS;
  }
}
