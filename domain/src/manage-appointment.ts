import { z } from 'zod';
import { requiredIdSchema } from './ids';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './bookings';

/**
 * /appointment/{id}: the id in the visitor's link is the capability to view, move or cancel the
 * appointment. The page reads it through the getAppointmentForManage callable, which answers
 * only what the page shows; appointments/{id} itself is for staff only (firestore.rules), so the
 * visitor's name, email, phone and notes never leave the server with a link (issue 9, item 10).
 */
export const MANAGE_APPOINTMENT_MESSAGES = {
  appointmentIdInvalid: 'That appointment link is not valid.',
} as const;

/** An appointment id: a Firestore auto-id in practice; never a path (`a/b`, `..`, `__x__`). */
export const appointmentIdSchema = requiredIdSchema(
  MANAGE_APPOINTMENT_MESSAGES.appointmentIdInvalid,
);

export const getAppointmentForManageInput = z.strictObject({ appointmentId: appointmentIdSchema });
export type GetAppointmentForManageInput = z.infer<typeof getAppointmentForManageInput>;

/** getAppointmentForManage's answer: what the manage page needs, and no contact details. */
export interface AppointmentForManage {
  id: string;
  reference: string;
  serviceId: string;
  serviceName: string;
  date: string;
  start: string;
  end: string;
  status: AppointmentStatus;
  /** The booker's initials ("N. O."), enough to recognise one's own booking. */
  maskedName: string;
}

export const appointmentForManageSchema = z.object({
  id: z.string(),
  reference: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  date: z.iso.date(),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  maskedName: z.string(),
}) satisfies z.ZodType<AppointmentForManage>;

/** "Neema Wanjiru Otieno" -> "N. W. O." (at most three initials; letters only). */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word).find((char) => /\p{L}/u.test(char)))
    .filter((initial): initial is string => Boolean(initial))
    .slice(0, 3)
    .map((initial) => `${initial.toUpperCase()}.`)
    .join(' ');
}
