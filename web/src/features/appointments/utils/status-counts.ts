import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@centre/domain/bookings';

export type StatusCounts = Record<AppointmentStatus, number>;

/**
 * Counts per status of the loaded range. The range query already reads every appointment of the
 * day or week (filtered by service only), so counting them here costs no extra read, unlike one
 * count() aggregation per status.
 */
export function countByStatus(
  appointments: readonly { status: AppointmentStatus }[],
): StatusCounts {
  const counts = Object.fromEntries(
    APPOINTMENT_STATUSES.map((status) => [status, 0]),
  ) as StatusCounts;
  for (const appointment of appointments) counts[appointment.status] += 1;
  return counts;
}

/** The status filter, applied in the browser ('' keeps everything). */
export function filterByStatus<T extends { status: AppointmentStatus }>(
  appointments: readonly T[],
  status: string,
): T[] {
  return status
    ? appointments.filter((appointment) => appointment.status === status)
    : [...appointments];
}

/** Appointments grouped by date, every day of the range present (an empty day shows as such). */
export function groupByDay<T extends { date: string }>(
  appointments: readonly T[],
  days: readonly string[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>(days.map((day) => [day, []]));
  for (const appointment of appointments) groups.get(appointment.date)?.push(appointment);
  return groups;
}
