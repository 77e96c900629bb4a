import {
  BOOKING_MESSAGES,
  CHANGE_CUTOFF_HOURS,
  addDays,
  localDateTime,
  slotInstant,
  slotsForDay,
  type BookingSettings,
  type SlotTime,
} from '@centre/domain/bookings';
import { HttpsError } from 'firebase-functions/v2/https';

const HOUR_MS = 60 * 60 * 1000;

/** A slot must start at least this long from now to be offered or booked (availability too). */
export const MIN_LEAD_MS = HOUR_MS;

/** Whether a slot's start is far enough ahead and within the booking window. */
export function withinWindow(
  settings: BookingSettings,
  date: string,
  start: string,
  now: Date,
): boolean {
  const today = localDateTime(settings, now).date;
  if (date > addDays(today, settings.bookingWindowDays)) return false;
  return slotInstant(settings, date, start).getTime() >= now.getTime() + MIN_LEAD_MS;
}

/**
 * The slot {start, end} at `date` `start` for a service of `durationMinutes`, or the refusal:
 * `closed` when the centre's grid has no such slot (holiday, closed day, off-grid time),
 * `outsideWindow` when it is past, too soon or beyond bookingWindowDays.
 */
export function requireBookableSlot(
  settings: BookingSettings,
  durationMinutes: number,
  date: string,
  start: string,
  now: Date,
): SlotTime {
  const slot = slotsForDay(settings, durationMinutes, date).find((s) => s.start === start);
  if (!slot) throw new HttpsError('failed-precondition', BOOKING_MESSAGES.closed);
  if (!withinWindow(settings, date, start, now)) {
    throw new HttpsError('failed-precondition', BOOKING_MESSAGES.outsideWindow);
  }
  return slot;
}

/** The public may change an appointment only up to CHANGE_CUTOFF_HOURS before it starts. */
export function requireBeforeCutoff(
  settings: BookingSettings,
  date: string,
  start: string,
  now: Date,
): void {
  const startsAt = slotInstant(settings, date, start).getTime();
  if (startsAt - now.getTime() < CHANGE_CUTOFF_HOURS * HOUR_MS) {
    throw new HttpsError('failed-precondition', BOOKING_MESSAGES.tooLateToChange);
  }
}
