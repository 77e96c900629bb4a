import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '@centre/domain/bookings';
import { useQuery } from '@tanstack/react-query';
import { getBookingAvailability } from '../api/get-booking-availability';
import { getBookingSettings } from '../api/get-booking-settings';
import { bookingKeys } from '../../../data/appointments/keys';

const settingsQuery = { queryKey: bookingKeys.settings(), queryFn: getBookingSettings };

/** The centre's calendar settings; the defaults stand in until (or unless) they load. */
export function useBookingSettings(): BookingSettings {
  const { data } = useQuery(settingsQuery);
  return data ?? DEFAULT_BOOKING_SETTINGS;
}

/**
 * The free and full slots of `days` days from `from`, which the caller counts from the centre's
 * settings: the read waits until those have loaded (or failed, and the defaults stand), so a
 * centre whose zone or window differs from the defaults is not asked twice (once for the
 * defaults' days, then for its own).
 */
export function useAvailability(serviceId: string, from: string, days: number) {
  const settings = useQuery(settingsQuery);
  return useQuery({
    queryKey: bookingKeys.availability(serviceId, from, days),
    queryFn: () => getBookingAvailability({ serviceId, from, days }),
    enabled: !settings.isPending,
    // Places go fast: a day picked a minute ago may be full now.
    staleTime: 30_000,
  });
}
