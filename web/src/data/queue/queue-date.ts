import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { queueDateOf } from '@centre/domain/visits';
import { useNow } from '../../lib/use-now';
import { useBookingSettings } from '../appointments/get-booking-settings';

/**
 * Today's queue date where the centre is (settings/booking `timezone`); '' until the settings
 * are read, so that no listener starts on another day. Settings that cannot be read give the
 * default time zone, the one the functions use when the document is missing.
 */
export function useQueueDate(): { queueDate: string; timezone: string } {
  const settings = useBookingSettings();
  const now = useNow(60_000);
  const timezone = settings.data?.settings.timezone ?? DEFAULT_BOOKING_SETTINGS.timezone;
  return { queueDate: settings.isPending ? '' : queueDateOf(now, timezone), timezone };
}
