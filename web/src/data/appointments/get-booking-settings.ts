import {
  BOOKING_SETTINGS_PATH,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
} from '@centre/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { appointmentKeys } from './keys';

export interface LoadedBookingSettings {
  settings: BookingSettings;
  /** false: no document yet, the defaults are shown */
  stored: boolean;
}

/**
 * settings/booking, or DEFAULT_BOOKING_SETTINGS when it is missing. A field the schema refuses is
 * taken from the defaults, so that one bad value does not hide the whole calendar.
 */
export async function getBookingSettings(): Promise<LoadedBookingSettings> {
  const snapshot = await getDoc(doc(db, BOOKING_SETTINGS_PATH));
  if (!snapshot.exists()) return { settings: DEFAULT_BOOKING_SETTINGS, stored: false };
  const data = snapshot.data();
  const merged: Record<string, unknown> = { ...DEFAULT_BOOKING_SETTINGS };
  for (const key of Object.keys(bookingSettingsSchema.shape) as (keyof BookingSettings)[]) {
    const field = bookingSettingsSchema.shape[key].safeParse(data[key]);
    if (field.success) merged[key] = field.data;
  }
  return { settings: bookingSettingsSchema.parse(merged), stored: true };
}

export const bookingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: appointmentKeys.settings(),
    queryFn: getBookingSettings,
    staleTime: 5 * 60 * 1000,
  });

export function useBookingSettings() {
  return useQuery(bookingSettingsQueryOptions());
}
