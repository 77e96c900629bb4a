import ICAL from 'ical.js';
import { CENTRE } from '@centre/domain/centre';
import { slotInstant } from '@centre/domain/bookings';
import type { MailTemplateData } from '@centre/domain/mail';
import { describe, expect, it } from 'vitest';
import { ICS_CONTENT_TYPE, appointmentIcs, appointmentIdOfManageUrl, appointmentUid } from './ics';
import { attachmentsFor } from './compose';

const DATA: MailTemplateData['appointment_booked'] = {
  name: 'Amina Wanjiru',
  reference: 'APT-7K3Q9D',
  serviceName: 'Passport renewal',
  date: '2026-07-14',
  start: '10:30',
  end: '10:45',
  timezone: 'America/Edmonton',
  whatToBring: ['Old passport', 'Two photos'],
  manageUrl: 'http://127.0.0.1:5050/appointment/appt123',
  sequence: 2,
};

/** The VEVENT of an .ics text, read by a real iCalendar parser with its VTIMEZONE registered. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('appointmentIcs', () => {
  it('is one PUBLISH event at the local time in the centre zone, with a stable UID', () => {
    const { calendar, vevent, event } = parse(
      appointmentIcs({ appointmentId: 'appt123', language: 'en', data: DATA }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(appointmentUid('appt123'));
    expect(event.uid).toMatch(/^appt123@/);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Edmonton');
    expect(event.startDate.toJSDate().toISOString()).toBe(
      slotInstant({ timezone: DATA.timezone }, DATA.date, DATA.start).toISOString(),
    );
    expect(event.endDate.toJSDate().toISOString()).toBe(
      slotInstant({ timezone: DATA.timezone }, DATA.date, DATA.end!).toISOString(),
    );
    expect(event.sequence).toBe(2);
    expect(event.summary).toContain('Passport renewal');
    expect(event.summary).toContain('APT-7K3Q9D');
    expect(event.location).toBe([CENTRE.name, ...CENTRE.addressLines].join(', '));
    expect(event.description).toContain(DATA.manageUrl);
    expect(event.description).toContain('Two photos');
  });

  it('writes its own words in Kiswahili for a Kiswahili mail', () => {
    const { event } = parse(appointmentIcs({ appointmentId: 'a', language: 'sw', data: DATA }));
    expect(event.summary).toMatch(/^Miadi: /);
    expect(event.description).toContain('Vitu vya kuleta');
  });

  it('keeps the wall-clock time across a change of daylight saving time (winter)', () => {
    const winter = { ...DATA, date: '2026-12-03', start: '09:00', end: '09:15' };
    const { event } = parse(appointmentIcs({ appointmentId: 'a', language: 'en', data: winter }));
    // 09:00 MST is 16:00 UTC (summer's 10:30 MDT above is 16:30 UTC).
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T16:00:00.000Z');
  });

  it('refuses a date it cannot read (the mail records a template error instead)', () => {
    expect(() =>
      appointmentIcs({ appointmentId: 'a', language: 'en', data: { ...DATA, date: 'soon' } }),
    ).toThrow();
  });
});

describe('attachmentsFor', () => {
  it('attaches <reference>.ics as text/calendar to booked, rescheduled and reminder mails', () => {
    for (const template of ['appointment_booked', 'appointment_rescheduled'] as const) {
      const [file, ...rest] = attachmentsFor(
        { template, language: 'en', data: DATA },
        { collection: 'appointments', id: 'appt123' },
      );
      expect(rest).toHaveLength(0);
      expect(file!.filename).toBe('APT-7K3Q9D.ics');
      expect(file!.contentType).toBe(ICS_CONTENT_TYPE);
      expect(parse(file!.content).event.uid).toBe(appointmentUid('appt123'));
    }
    const reminder = attachmentsFor({
      template: 'appointment_reminder',
      language: 'sw',
      data: { ...DATA, unsubscribeUrl: 'http://x/unsubscribe' },
    });
    // Without a ref, the UID comes from the manage link.
    expect(parse(reminder[0]!.content).event.uid).toBe(appointmentUid('appt123'));
  });

  it('attaches nothing to the other mails', () => {
    expect(
      attachmentsFor({
        template: 'bank_request_received',
        language: 'en',
        data: { name: 'A', reference: 'BNK-7K3Q9D', product: 'current_account' },
      }),
    ).toEqual([]);
  });

  it('reads the appointment id of a manage link', () => {
    expect(appointmentIdOfManageUrl('https://centre.example/appointment/abc%20d?x=1')).toBe(
      'abc d',
    );
    expect(appointmentIdOfManageUrl('https://centre.example/book-appointment')).toBeNull();
  });
});
