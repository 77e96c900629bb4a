import { COLLECTIONS } from '@centre/domain/collections';
import {
  addDays,
  availabilityInput,
  capacityFor,
  localDateTime,
  slotDayId,
  slotDayKey,
  slotDayRecordSchema,
  slotsForDay,
  type DayAvailability,
} from '@centre/domain/bookings';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../shared/parse-input';
import { parseStored } from '../shared/parse-record';
import { loadBookableService, loadBookingSettings } from './settings';
import { withinWindow } from './slot-rules';

/**
 * The counters of a slotDays document (domain slotDayRecordSchema): capacity is written only
 * once a slot has been counted with one, so it may be missing.
 */
const dayCounts = slotDayRecordSchema
  .pick({ booked: true, capacity: true })
  .partial({ capacity: true });

/**
 * The free and full slots of a service for `days` days from `from` (the centre's today when left
 * out), up to the booking window's last day (public). The slot documents
 * are not readable by the public, so this is where the browser learns the counts. closed marks
 * the centre's closed days (holidays, days without opening hours); a slot that is past, starts
 * within the hour or lies beyond the booking window is left out, so such a day has no slots.
 * Counts are a snapshot: booking re-checks them in its transaction.
 *
 * Reads: the settings, the service and one slotDays document per day that offers a slot (the
 * booking transactions keep it beside each slot's counter), so at most 2 + AVAILABILITY_MAX_DAYS
 * documents whatever the opening hours (one slots/{id} per slot cost ~830 for a fortnight).
 */
export const getBookingAvailability = onCall((request) => getBookingAvailabilityFor(request.data));

/** The callable's whole work without the HTTP layer (its read count is measured in process). */
export async function getBookingAvailabilityFor(data: unknown): Promise<DayAvailability[]> {
  const input = parseInput(availabilityInput, data);
  const [settings, service] = await Promise.all([
    loadBookingSettings(),
    loadBookableService(input.serviceId),
  ]);
  const now = new Date();
  const today = localDateTime(settings, now).date;
  const from = input.from ?? today;
  const lastDay = addDays(today, settings.bookingWindowDays);
  const dates = Array.from({ length: input.days }, (_, i) => addDays(from, i)).filter(
    (date) => date <= lastDay,
  );
  const days = dates.map((date) => {
    const grid = slotsForDay(settings, service.durationMinutes, date);
    return {
      date,
      closed: grid.length === 0,
      slots: grid.filter((slot) => withinWindow(settings, date, slot.start, now)),
    };
  });

  const refs = days
    .filter(({ slots }) => slots.length > 0)
    .map(({ date }) => db.doc(`${COLLECTIONS.slotDays}/${slotDayId(service.id, date)}`));
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  const counted = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]));
  const defaultCapacity = capacityFor(settings, service.id);

  return days.map(({ date, closed, slots }) => {
    const day = counted.get(slotDayId(service.id, date));
    const counts = day?.exists ? parseStored(dayCounts, day.data(), day.ref.path) : null;
    const bookedMap: Partial<Record<string, number>> = counts?.booked ?? {};
    const capacityMap: Partial<Record<string, number>> = counts?.capacity ?? {};
    return {
      date,
      closed,
      slots: slots.map((slot) => {
        const key = slotDayKey(slot.start);
        const capacityField = capacityMap[key];
        const bookedField = bookedMap[key];
        const capacity = capacityField ?? defaultCapacity;
        const booked = bookedField ?? 0;
        return { ...slot, capacity, booked, full: booked >= capacity };
      }),
    };
  });
}
