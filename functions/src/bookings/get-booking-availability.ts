import {
  addDays,
  availabilityInput,
  capacityFor,
  slotId,
  slotsForDay,
  type DayAvailability,
} from '@centre/domain/bookings';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../users/parse-input';
import { loadBookableService, loadBookingSettings } from './settings';
import { withinWindow } from './slot-rules';

/**
 * The free and full slots of a service for `days` days from `from` (public). The slot documents
 * are not readable by the public, so this is where the browser learns the counts. closed marks
 * the centre's closed days (holidays, days without opening hours); a slot that is past, starts
 * within the hour or lies beyond the booking window is left out, so such a day has no slots.
 * Counts are a snapshot: booking re-checks them in its transaction.
 */
export const getBookingAvailability = onCall(async (request): Promise<DayAvailability[]> => {
  const input = parseInput(availabilityInput, request.data);
  const [settings, service] = await Promise.all([
    loadBookingSettings(),
    loadBookableService(input.serviceId),
  ]);
  const now = new Date();
  const days = Array.from({ length: input.days }, (_, i) => {
    const date = addDays(input.from, i);
    const grid = slotsForDay(settings, service.durationMinutes, date);
    return {
      date,
      closed: grid.length === 0,
      slots: grid.filter((slot) => withinWindow(settings, date, slot.start, now)),
    };
  });

  const refs = days.flatMap(({ date, slots }) =>
    slots.map((slot) => db.doc(`slots/${slotId(service.id, date, slot.start)}`)),
  );
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  const counted = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]));
  const defaultCapacity = capacityFor(settings, service.id);

  return days.map(({ date, closed, slots }) => ({
    date,
    closed,
    slots: slots.map((slot) => {
      const snapshot = counted.get(slotId(service.id, date, slot.start));
      const capacityField: unknown = snapshot?.get('capacity');
      const bookedField: unknown = snapshot?.get('booked');
      const capacity = typeof capacityField === 'number' ? capacityField : defaultCapacity;
      const booked = typeof bookedField === 'number' ? bookedField : 0;
      return { ...slot, capacity, booked, full: booked >= capacity };
    }),
  }));
});
