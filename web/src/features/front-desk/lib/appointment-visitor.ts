import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@centre/domain/constants';
import type { AppointmentRecord } from '@centre/domain/bookings';
import { normaliseSearchText, type VisitorDetailsInput } from '@centre/domain/visits';

/** Appointment statuses that can still be checked in. */
export const CHECKABLE_APPOINTMENT_STATUSES = ['booked', 'confirmed'] as const;

export function isCheckable(appointment: AppointmentRecord): boolean {
  return (CHECKABLE_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status);
}

/** The booker as a visitor: the last word of the name is the last name. */
export function visitorFromAppointment(appointment: AppointmentRecord): VisitorDetailsInput {
  const words = appointment.name.trim().split(/\s+/).filter(Boolean);
  const firstName = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  const lastName = words.length > 1 ? (words.at(-1) ?? '') : '-';
  const language = (LANGUAGES as readonly string[]).includes(appointment.language)
    ? (appointment.language as Language)
    : DEFAULT_LANGUAGE;
  return { firstName, lastName, phone: appointment.phone, email: appointment.email, language };
}

/** Whether an appointment matches what was typed: its reference, the booker's name or phone. */
export function matchesAppointment(appointment: AppointmentRecord, typed: string): boolean {
  const text = normaliseSearchText(typed);
  if (!text) return true;
  const digits = typed.replace(/\D/g, '');
  return (
    normaliseSearchText(appointment.reference).replace(/ /g, '').includes(text.replace(/ /g, '')) ||
    normaliseSearchText(appointment.name).includes(text) ||
    (digits.length >= 2 && appointment.phone.replace(/\D/g, '').includes(digits))
  );
}
