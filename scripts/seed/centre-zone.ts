/**
 * A fixed-offset time zone (`Etc/GMT±N`, whose sign is POSIX's: `Etc/GMT-3` is three hours ahead
 * of UTC) in which the instant `at` falls in the hour `hour` (0-23). Seeding the demo centre in
 * it puts the centre's day `hour` hours in, so a test run that starts then stays on the same
 * centre day for the next `24 - hour - 1` hours, whatever the real time of day: the demo's
 * "today" (its queue, desks, appointments and rollups) cannot turn into yesterday mid-run.
 */
export function zoneWhereHourIs(at: Date, hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`zoneWhereHourIs: hour must be a whole hour 0-23, not ${hour}`);
  }
  // local = UTC + offset; the zones run from UTC-12 to UTC+14.
  let offset = hour - at.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
