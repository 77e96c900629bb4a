import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '@centre/domain/bookings';
import { useQuery } from '@tanstack/react-query';
import { getBookingAvailability } from '../api/get-booking-availability';
import { getBookingSettings } from '../api/get-booking-settings';
import { bookingKeys } from '../../../data/appointments/keys';

/** The centre's calendar settings; the defaults stand in until (or unless) they load. */
export function useBookingSettings(): BookingSettings {
  const { data } = useQuery({ queryKey: bookingKeys.settings(), queryFn: getBookingSettings });
  return data ?? DEFAULT_BOOKING_SETTINGS;
}

/**
 * Free times for `days` days from `from`, or from the centre's today (`from` null: the server
 * counts it, so the first page is asked for once, whether or not the settings have loaded).
 */
export function useAvailability(serviceId: string, from: string | null, days: number) {
  return useQuery({
    queryKey: bookingKeys.availability(serviceId, from ?? 'today', days),
    queryFn: () =>
      getBookingAvailability(from === null ? { serviceId, days } : { serviceId, from, days }),
    // Places go fast: a day picked a minute ago may be full now.
    staleTime: 30_000,
  });
}
