import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../../../data/appointments/keys';
import { BOOKING_SETTINGS_PATH, type BookingSettings } from '@centre/domain/bookings';
import { doc, setDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

export const BOOKING_SETTINGS_FIELDS = [
  'timezone',
  'openingHours',
  'holidays',
  'desks',
  'defaultDesks',
  'bookingWindowDays',
] as const satisfies readonly (keyof BookingSettings)[];

/**
 * Writes the settings as a merge that replaces each of the known fields whole (mergeFields): a
 * plain merge would deep-merge the desks map and keep a service whose desks were removed, while
 * any other field of the document is left alone. Creates the document the first time.
 */
export async function saveBookingSettings(settings: BookingSettings): Promise<void> {
  await setDoc(doc(db, BOOKING_SETTINGS_PATH), settings, {
    mergeFields: [...BOOKING_SETTINGS_FIELDS],
  });
}

/** saveBookingSettings as a mutation that reads the settings again once it succeeds. */
export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookingSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.settings() }),
  });
}
