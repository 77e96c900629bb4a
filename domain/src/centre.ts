/**
 * The centre's contact details and opening hours: shown on home, About Us and Contact Us, and
 * printed in every email (domain/src/mail.ts). One definition so pages and mails never disagree.
 */
export const CENTRE = {
  name: 'Jamii Service Centre',
  addressLines: ['Unit 4, 1200 Harambee Way', 'Edmonton, AB T5J 0A1'],
  phone: '+1 780 555 0142',
  phoneHref: 'tel:+17805550142',
  email: 'info@jamii-centre.example',
  partnerBank: 'Equity Bank',
} as const;

/** A time of day, 24-hour 'HH:mm'. */
export type TimeOfDay = `${number}:${number}`;

export interface OpeningHoursRow {
  /** Key of the day range (web: the content namespace's openingHours.<days>). */
  days: 'weekdays' | 'saturday' | 'sunday';
  /** Opening and closing time; null when closed. */
  hours: { from: TimeOfDay; to: TimeOfDay } | null;
}

export const OPENING_HOURS: readonly OpeningHoursRow[] = [
  { days: 'weekdays', hours: { from: '09:00', to: '17:00' } },
  { days: 'saturday', hours: { from: '10:00', to: '14:00' } },
  { days: 'sunday', hours: null },
];

/** Equity Bank's desk in the centre: Monday to Friday. */
export const BANK_DESK_HOURS = { from: '10:00', to: '16:00' } as const satisfies {
  from: TimeOfDay;
  to: TimeOfDay;
};

// One formatter per locale: making one costs a slow phone tens of milliseconds, and the opening
// hours show several times on a page.
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** '09:00' -> '9:00 AM' (en), '9:00' (sw): the time in the reader's language. */
export function formatTimeOfDay(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(2000, 0, 1, hours, minutes));
}
