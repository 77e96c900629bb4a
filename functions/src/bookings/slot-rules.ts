import {
  BOOKING_MESSAGES,
  CHANGEABLE_STATUSES,
  addDays,
  canChangeAppointment,
  localDateTime,
  slotInstant,
  slotsForDay,
  type BookingSettings,
  type SlotTime,
} from '@centre/domain/bookings';
import { HttpsError } from 'firebase-functions/v2/https';
import type { AppointmentState } from './appointment-state';

/** A slot must start at least this long from now to be offered or booked (availability too). */
export const MIN_LEAD_MS = 60 * 60 * 1000;

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

/**
 * The public may change an appointment only while it holds a place (booked, confirmed) and only
 * up to the cut-off before it starts; otherwise the refusal, status first.
 */
export function requireChangeable(
  settings: BookingSettings,
  appointment: Pick<AppointmentState, 'status' | 'date' | 'time'>,
  now: Date,
): void {
  if (!CHANGEABLE_STATUSES.includes(appointment.status)) {
    throw new HttpsError('failed-precondition', BOOKING_MESSAGES.notChangeable);
  }
  const startsAt = slotInstant(settings, appointment.date, appointment.time.start);
  if (!canChangeAppointment(startsAt, now)) {
    throw new HttpsError('failed-precondition', BOOKING_MESSAGES.tooLateToChange);
  }
}
