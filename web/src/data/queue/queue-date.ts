import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { queueDateOf } from '@centre/domain/visits';
import { useEffect, useState } from 'react';
import { useBookingSettings } from '../appointments/get-booking-settings';

/** `now`, renewed every `everyMs` (a ticking clock for waits, and the day changing at midnight). */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

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
