import { TZDate } from '@date-fns/tz';
import { CENTRE } from '@centre/domain/centre';
import type { Language } from '@centre/domain/constants';
import type { MailTemplateData } from '@centre/domain/mail';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';

/** The content type of an appointment's calendar file (RFC 5545, iTIP method PUBLISH). */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** The right-hand side of every event UID: the centre's own mail domain. */
export const ICS_UID_DOMAIN = CENTRE.email.split('@')[1] ?? 'servicecentre.test';

/** `<appointmentId>@<domain>`: the same for the booking, every reschedule and the reminder. */
export function appointmentUid(appointmentId: string): string {
  return `${appointmentId}@${ICS_UID_DOMAIN}`;
}

/** The calendar entry's own words, in the mail's language. */
const ICS_WORDS: Record<Language, { appointment: string; manage: string; bring: string }> = {
  en: {
    appointment: 'Appointment',
    manage: 'View, reschedule or cancel your appointment',
    bring: 'What to bring',
  },
  sw: {
    appointment: 'Miadi',
    manage: 'Angalia, badilisha muda au ghairi miadi yako',
    bring: 'Vitu vya kuleta',
  },
};

/** A local date (YYYY-MM-DD) and time (HH:mm) in `timezone`, as a zoned date ical-generator reads. */
function zoned(date: string, time: string, timezone: string): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const value = new TZDate(year, month - 1, day, hours, minutes, timezone);
  if (Number.isNaN(value.getTime())) throw new Error(`not a date and time: ${date} ${time}`);
  return value;
}

export interface AppointmentIcsInput {
  appointmentId: string;
  language: Language;
  data: MailTemplateData['appointment_booked'];
  /** When the file was made (DTSTAMP); now unless a test fixes it. */
  stamp?: Date;
}

/**
 * The appointment as an iCalendar file (`<reference>.ics`): one VEVENT whose UID is stable per
 * appointment (a reschedule with a higher SEQUENCE replaces the entry in the visitor's calendar),
 * DTSTART/DTEND in the centre's zone with its VTIMEZONE, the centre's name and address as
 * LOCATION and the manage link in DESCRIPTION.
 */
export function appointmentIcs(input: AppointmentIcsInput): string {
  const { data } = input;
  const words = ICS_WORDS[input.language];
  const start = zoned(data.date, data.start, data.timezone);
  const end = data.end ? zoned(data.date, data.end, data.timezone) : null;
  const calendar = new ICalCalendar({
    prodId: { company: CENTRE.name, product: 'Appointments', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  // No calendar-wide zone (DTSTAMP stays UTC); the generator adds the event's VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const description = [
    `${words.manage}: ${data.manageUrl}`,
    ...(data.whatToBring.length
      ? ['', `${words.bring}:`, ...data.whatToBring.map((item) => `- ${item}`)]
      : []),
  ].join('\n');
  calendar.createEvent({
    id: appointmentUid(input.appointmentId),
    sequence: data.sequence ?? 0,
    stamp: input.stamp ?? new Date(),
    start,
    end,
    timezone: data.timezone,
    summary: `${words.appointment}: ${data.serviceName} (${data.reference})`,
    location: [CENTRE.name, ...CENTRE.addressLines].join(', '),
    description,
    url: data.manageUrl,
  });
  return calendar.toString();
}

/** The appointment id a manage link names (`.../appointment/<id>`), or null. */
export function appointmentIdOfManageUrl(manageUrl: string): string | null {
  const match = /\/appointment\/([^/?#]+)/.exec(manageUrl);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
