import {
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
} from '@centre/domain/bookings';
import { fetchPublic } from '../../../lib/public-api';

/**
 * settings/booking (public get). The page needs only the time zone and the booking window, and
 * the functions use DEFAULT_BOOKING_SETTINGS when the document is missing, so a missing,
 * malformed or unreadable document falls back to the same defaults instead of blocking a booking.
 * Read from the public read endpoint (lib/public-api.ts), which answers null when there is none.
 */
export async function getBookingSettings(): Promise<BookingSettings> {
  try {
    const { bookingSettings } = await fetchPublic('booking-settings');
    if (!bookingSettings) return DEFAULT_BOOKING_SETTINGS;
    const parsed = bookingSettingsSchema.safeParse(bookingSettings);
    return parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
  } catch {
    return DEFAULT_BOOKING_SETTINGS;
  }
}
