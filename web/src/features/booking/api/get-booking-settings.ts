import {
  BOOKING_SETTINGS_PATH,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
} from '@centre/domain/bookings';
import { loadFirestoreLite } from '../../../lib/load-firestore-lite';

/**
 * settings/booking (public get). The page needs only the time zone and the booking window, and
 * the functions use DEFAULT_BOOKING_SETTINGS when the document is missing, so a missing,
 * malformed or unreadable document falls back to the same defaults instead of blocking a booking.
 * Firestore Lite loads with the read, not with the page (lib/load-firestore-lite).
 */
export async function getBookingSettings(): Promise<BookingSettings> {
  try {
    const { db, doc, getDoc } = await loadFirestoreLite();
    const snapshot = await getDoc(doc(db, BOOKING_SETTINGS_PATH));
    if (!snapshot.exists()) return DEFAULT_BOOKING_SETTINGS;
    const parsed = bookingSettingsSchema.safeParse(snapshot.data());
    return parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
  } catch {
    return DEFAULT_BOOKING_SETTINGS;
  }
}
