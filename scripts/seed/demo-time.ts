// The moment of seeding and the demo's clock. The demo is planned on the centre's wall clock
// ("created yesterday at 09:05", "published today at 10:15"), relative to `today`; seeded early
// in the day, today's planned times have not come yet. Nothing may be dated after the moment
// the seed runs (a request "received at 15:40" at 02:00, a history whose next step, made now,
// comes before it), so the planned instants go through `pastOf`: it keeps every time of an
// earlier day, and every time of today up to an hour before now, and squeezes the rest of today
// into the last hour before now, in the same order. It is strictly increasing, so histories stay
// in order, and today's times stay on today.
import { Timestamp } from 'firebase-admin/firestore';
import { localDateTime, type BookingSettings } from '../../domain/src/bookings';
import { dayBoundsOf } from '../../domain/src/reports';

/** Today's planned times up to this long before the moment of seeding are kept as planned. */
const KEPT_BEFORE_NOW_MS = 60 * 60_000;
/** The latest a squeezed time of today falls: this long before the moment of seeding. */
const LATEST_BEFORE_NOW_MS = 60_000;

/**
 * The moment the demo is seeded at: `now`, which must fall on `today` in the centre's zone;
 * without it, the end of `today` (every planned time of the day has passed: what the schema
 * tests see, the same on every run).
 */
export function seedMomentOf(
  settings: Pick<BookingSettings, 'timezone'>,
  today: string,
  now?: Date,
): Date {
  if (!now) return new Date(dayBoundsOf(today, settings.timezone).end.getTime() - 1);
  const day = localDateTime(settings, now).date;
  if (day !== today) {
    throw new RangeError(
      `The demo's today (${today}) is not the day of its moment of seeding (${now.toISOString()} is ${day} in ${settings.timezone})`,
    );
  }
  return now;
}

/**
 * The instants planned for the demo as instants that have passed at `now` (see above): earlier
 * days' as planned; today's up to an hour before `now` as planned; the rest of today (and, should
 * a plan reach past it, later) squeezed into the last hour before `now`, keeping their order.
 */
export function pastOf(timezone: string, today: string, now: Date): (at: Timestamp) => Timestamp {
  const { start, end } = dayBoundsOf(today, timezone);
  const dayStart = start.getTime();
  const dayEnd = end.getTime();
  const nowMs = now.getTime();
  if (nowMs < dayStart || nowMs >= dayEnd) {
    throw new RangeError(`pastOf: ${now.toISOString()} is not on ${today} in ${timezone}`);
  }
  // Seeded in the first minutes of the day, the squeezed times keep to today.
  const latest = nowMs - Math.min(LATEST_BEFORE_NOW_MS, (nowMs - dayStart) / 2);
  const pivot = Math.max(dayStart, nowMs - KEPT_BEFORE_NOW_MS);
  const squeeze = (latest - pivot) / (dayEnd - pivot);
  return (at) => {
    const millis = at.toMillis();
    if (millis <= pivot) return at;
    if (millis >= dayEnd) return Timestamp.fromMillis(Math.floor(latest));
    return Timestamp.fromMillis(Math.floor(pivot + (millis - pivot) * squeeze));
  };
}

/**
 * `value` with every Timestamp in it (in plain objects and arrays, at any depth) mapped by `map`;
 * anything else (Buffers of documents included) as it is.
 */
export function mapTimestamps<T>(value: T, map: (at: Timestamp) => Timestamp): T {
  if (value instanceof Timestamp) return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapTimestamps(item, map)) as T;
  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, mapTimestamps(inner, map)]),
    ) as T;
  }
  return value;
}
