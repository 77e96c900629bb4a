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

export function useAvailability(serviceId: string, from: string, days: number) {
  return useQuery({
    queryKey: bookingKeys.availability(serviceId, from, days),
    queryFn: () => getBookingAvailability({ serviceId, from, days }),
    // Places go fast: a day picked a minute ago may be full now.
    staleTime: 30_000,
  });
}
