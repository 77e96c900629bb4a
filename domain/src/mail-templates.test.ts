import { describe, expect, it } from 'vitest';
import { CENTRE } from './centre';
import { LANGUAGES, type Language } from './constants';
import { MAIL_TEMPLATES, type MailRender, type MailTemplate, type MailTemplateData } from './mail';
import { escapeHtml, formatMailDate, renderMail } from './mail-templates';

const SITE = 'https://centre.example';
const NAME = 'Amina Wanjiru';
const EMAIL = 'amina@example.com';

const slot = { date: '2026-07-14', start: '09:00', end: '09:30', timezone: 'America/Edmonton' };
const appointment: MailTemplateData['appointment_booked'] = {
  ...slot,
  name: NAME,
  reference: 'APT-7K3Q9D',
  serviceName: 'Passport renewal',
  whatToBring: ['Old passport', 'Two passport photos'],
  manageUrl: `${SITE}/appointment/appt1`,
};
const exam: MailTemplateData['exam_seat_booked'] = {
  name: NAME,
  reference: 'APP-4H8M2X',
  date: '2026-08-03',
  start: '13:30',
  timezone: 'America/Edmonton',
  location: 'Training room 2',
};

/** One render per template, with every variable set. */
const DATA: { [T in MailTemplate]: MailTemplateData[T] } = {
  application_received: {
    name: NAME,
    reference: 'APP-7K3Q9D',
    serviceName: 'ID card application',
    statusCheckUrl: `${SITE}/application-status?ref=APP-7K3Q9D`,
  },
  application_status: {
    name: NAME,
    reference: 'APP-7K3Q9D',
    serviceName: 'ID card application',
    status: 'awaiting_info',
    note: 'A copy of your birth certificate',
    statusCheckUrl: `${SITE}/application-status?ref=APP-7K3Q9D`,
  },
  appointment_booked: appointment,
  appointment_rescheduled: { ...appointment, date: '2026-07-16', start: '14:00', end: '14:30' },
  appointment_cancelled: {
    ...slot,
    name: NAME,
    reference: 'APT-7K3Q9D',
    serviceName: 'Passport renewal',
    bookUrl: `${SITE}/book-appointment`,
  },
  appointment_reminder: {
    ...appointment,
    unsubscribeUrl: `${SITE}/unsubscribe?t=abc.def&lang=en`,
  },
  exam_seat_booked: exam,
  exam_seat_reminder: { ...exam, unsubscribeUrl: `${SITE}/unsubscribe?t=abc.def&lang=en` },
  licence_ready: {
    name: NAME,
    reference: 'LIC-3P9Q7R',
    delivery: 'collect',
    statusCheckUrl: `${SITE}/application-status?ref=LIC-3P9Q7R`,
  },
  bank_request_received: { name: NAME, reference: 'BNK-2M4N6P', product: 'diaspora_savings' },
  staff_digest: {
    name: NAME,
    date: '2026-07-14',
    items: [
      { kind: 'application', label: 'APP-7K3Q9D ID card application', url: `${SITE}/a/1` },
      { kind: 'task', label: 'Call the applicant back', url: `${SITE}/tasks/2` },
    ],
    settingsUrl: `${SITE}/account-settings`,
  },
};

function render<T extends MailTemplate>(
  template: T,
  language: Language,
  data: MailTemplateData[T] = DATA[template],
) {
  return renderMail({ template, language, data } as MailRender);
}

/** `mail`'s subject is `subject` (unless null) and its text carries every line of `lines`. */
function expectMail(
  mail: ReturnType<typeof render>,
  subject: string | null,
  lines: readonly string[] = [],
) {
  if (subject !== null) expect(mail.subject).toBe(subject);
  for (const line of lines) expect(mail.text).toContain(line);
}

/** The reference (or, for the digest, the formatted date) each subject must carry. */
const subjectKey = (template: MailTemplate, language: Language) =>
  template === 'staff_digest'
    ? formatMailDate(DATA.staff_digest.date, language)
    : (DATA[template] as { reference: string }).reference;

describe('renderMail: every template in both languages', () => {
  for (const template of MAIL_TEMPLATES) {
    for (const language of LANGUAGES) {
      it(`${template} (${language}) has a subject, greeting, facts, links and the footer`, () => {
        const mail = render(template, language);
        expect(mail.subject).toContain(subjectKey(template, language));
        expect(mail.subject).not.toContain(NAME);
        expect(mail.subject).not.toContain('Amina');
        expect(mail.subject).not.toContain(EMAIL);
        for (const body of [mail.text, mail.html]) {
          expect(body).toContain(NAME);
          expect(body).toContain(CENTRE.addressLines[0]);
          expect(body).toContain(CENTRE.phone);
          expect(body).toContain(CENTRE.email);
        }
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).not.toContain('undefined');
        expect(mail.text).not.toContain('undefined');
        // Every link of the data is in both bodies (in HTML with & escaped).
        const urls = Object.entries(DATA[template])
          .filter(([key]) => key.endsWith('Url'))
          .map(([, value]) => value as string);
        for (const url of urls) {
          expect(mail.text).toContain(url);
          expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
        }
      });
    }

    it(`${template}: the two languages differ`, () => {
      const en = render(template, 'en');
      const sw = render(template, 'sw');
      expect(sw.subject).not.toBe(en.subject);
      expect(sw.text).not.toBe(en.text);
      expect(sw.html).not.toBe(en.html);
    });
  }
});

describe('renderMail: key lines', () => {
  it('appointment booked: subject, date and time in the language, what to bring, calendar', () => {
    expectMail(render('appointment_booked', 'en'), 'Appointment confirmed: APT-7K3Q9D', [
      'Date: Tuesday, 14 July 2026',
      'Time: 9:00 AM – 9:30 AM (Edmonton time)',
      '- Old passport',
      '- Photo ID',
      'The attached calendar file (.ics) adds the appointment',
      `View, reschedule or cancel your appointment:\n${SITE}/appointment/appt1`,
      'Monday to Friday: 9:00 AM – 5:00 PM',
      'Sunday and public holidays: Closed',
    ]);
    expectMail(render('appointment_booked', 'sw'), 'Miadi imethibitishwa: APT-7K3Q9D', [
      'Habari Amina Wanjiru,',
      'Tarehe: Jumanne, 14 Julai 2026',
      'Saa: 9:00 hadi 9:30 (kwa saa za Edmonton)',
      'Vitu vya kuleta:',
      'Faili ya kalenda (.ics)',
      'Jumatatu hadi Ijumaa: 9:00 hadi 17:00',
      'Jumapili na sikukuu: Tumefunga',
    ]);
  });

  it('never converts the time: the wall-clock time shows as stored, whatever the zone', () => {
    const mail = render('appointment_booked', 'en', {
      ...appointment,
      date: '2026-12-31',
      start: '23:30',
      end: '23:59',
      timezone: 'Africa/Dar_es_Salaam',
    });
    expect(mail.text).toContain('Thursday, 31 December 2026');
    expect(mail.text).toContain('11:30 PM – 11:59 PM (Dar es Salaam time)');
  });

  it('appointment booked with nothing listed to bring still asks for photo ID', () => {
    const mail = render('appointment_booked', 'en', { ...appointment, whatToBring: [] });
    expect(mail.text).toContain('What to bring:\n- Photo ID');
  });

  it('rescheduled: the new time; cancelled: the book-again link', () => {
    const moved = render('appointment_rescheduled', 'en');
    expectMail(moved, 'Appointment rescheduled: APT-7K3Q9D', [
      'New date: Thursday, 16 July 2026',
      'New time: 2:00 PM – 2:30 PM',
    ]);
    expect(moved.text).not.toContain('calendar file');
    expect(render('appointment_rescheduled', 'sw').text).toContain(
      'Tarehe mpya: Alhamisi, 16 Julai 2026',
    );

    expectMail(render('appointment_cancelled', 'sw'), 'Miadi imeghairiwa: APT-7K3Q9D', [
      'Weka miadi mpya:\nhttps://centre.example/book-appointment',
    ]);
    expect(render('appointment_cancelled', 'en').text).toContain(
      'Your appointment for Passport renewal on Tuesday, 14 July 2026 at 9:00 AM has been cancelled.',
    );
  });

  it('reminders carry the stop-reminders link; confirmations do not', () => {
    const reminder = render('appointment_reminder', 'en');
    expectMail(reminder, 'Appointment reminder: APT-7K3Q9D', [
      `Stop reminder emails: ${SITE}/unsubscribe?t=abc.def&lang=en`,
    ]);
    expect(reminder.html).toContain(`href="${SITE}/unsubscribe?t=abc.def&amp;lang=en"`);
    expect(render('appointment_booked', 'en').text).not.toContain('Stop reminder');

    expectMail(render('exam_seat_reminder', 'sw'), 'Ukumbusho wa mtihani: APP-4H8M2X', [
      'mtihani wako ni baada ya siku 3',
      'Sitisha vikumbusho kwa barua pepe:',
    ]);
    expect(render('exam_seat_booked', 'sw').text).not.toContain('Sitisha vikumbusho');
  });

  it('exam seat: date, start, location and photo ID', () => {
    expectMail(render('exam_seat_booked', 'en'), 'Exam seat booked: APP-4H8M2X', [
      'Date: Monday, 3 August 2026',
      'Start time: 1:30 PM (Edmonton time)',
      'Location: Training room 2',
      'Bring photo ID',
    ]);
    expectMail(render('exam_seat_booked', 'sw'), null, [
      'Tarehe: Jumatatu, 3 Agosti 2026',
      'Muda wa kuanza: 13:30',
      'kitambulisho chenye picha',
    ]);
  });

  it('application received and each status say what happens next', () => {
    expect(render('application_received', 'en').text).toContain(
      'We have received your application for ID card application.',
    );
    expect(render('application_received', 'sw').subject).toBe('Maombi yamepokelewa: APP-7K3Q9D');

    const base = DATA.application_status;
    expectMail(render('application_status', 'en'), 'We need more information: APP-7K3Q9D', [
      'What we need from you:\n- A copy of your birth certificate',
    ]);
    expect(render('application_status', 'en', { ...base, note: '' }).text).toContain(
      'An officer will contact you about what is missing.',
    );

    expectMail(
      render('application_status', 'sw', { ...base, status: 'approved', note: '' }),
      'Maombi yamekubaliwa: APP-7K3Q9D',
      ['Tutakujulisha hatua inayofuata.'],
    );
    expectMail(
      render('application_status', 'en', {
        ...base,
        status: 'rejected',
        note: 'The form was not signed',
      }),
      'Application not approved: APP-7K3Q9D',
      ['Reason: The form was not signed'],
    );
    expect(
      render('application_status', 'sw', { ...base, status: 'rejected', note: ' ' }).text,
    ).toContain('Tutawasiliana nawe kukueleza sababu');

    expectMail(
      render('application_status', 'en', { ...base, status: 'completed' }),
      'Application ready: APP-7K3Q9D',
      ['is complete and ready'],
    );
  });

  it('licence ready: collect during opening hours, or the courier', () => {
    expectMail(render('licence_ready', 'en'), 'Licence ready: LIC-3P9Q7R', [
      'Collect it at the centre during opening hours',
    ]);
    expectMail(
      render('licence_ready', 'sw', { ...DATA.licence_ready, delivery: 'courier' }),
      'Leseni iko tayari: LIC-3P9Q7R',
      ['mjumbe yuko njiani'],
    );
  });

  it("bank request: the product in the mail's language and the bank's desk", () => {
    expectMail(render('bank_request_received', 'en'), 'Bank request received: BNK-2M4N6P', [
      'Product: Diaspora savings account',
      "Equity Bank's desk at the centre will contact you",
      'Monday to Friday, 10:00 AM – 4:00 PM',
    ]);
    expectMail(
      render('bank_request_received', 'sw', {
        ...DATA.bank_request_received,
        product: 'money_transfer',
      }),
      null,
      ['Huduma: Kutuma pesa nyumbani', 'dawati la Equity Bank'],
    );
  });

  it('staff digest: dated subject, the items with labels and links, the settings link', () => {
    const en = render('staff_digest', 'en');
    expectMail(en, 'Your new assignments, Tuesday, 14 July 2026', [
      '2 items were assigned to you:',
      `- Task: Call the applicant back\n  ${SITE}/tasks/2`,
      `Switch off the digest: ${SITE}/account-settings`,
    ]);
    expect(en.html).toContain(`<a href="${SITE}/tasks/2"`);
    expectMail(render('staff_digest', 'sw'), 'Kazi zako mpya, Jumanne, 14 Julai 2026', [
      '- Jukumu: Call the applicant back',
      'Zima muhtasari huu:',
    ]);
  });
});

describe('renderMail: safety', () => {
  it('escapes a name with markup and ampersands in the HTML, and keeps the subject clean', () => {
    const name = '<script>alert("x")</script> Tom & Jerry';
    const mail = render('appointment_booked', 'en', { ...appointment, name });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry',
    );
    expect(mail.text).toContain(`Hello ${name},`);
    expect(mail.subject).not.toContain('script');
  });

  it('escapes every variable: service names, notes and digest labels', () => {
    const status = render('application_status', 'en', {
      ...DATA.application_status,
      serviceName: 'A&B <i>',
      note: '<img src=x onerror=alert(1)>',
    });
    expect(status.html).toContain('A&amp;B &lt;i&gt;');
    expect(status.html).not.toContain('<img');
    const digest = render('staff_digest', 'en', {
      ...DATA.staff_digest,
      items: [{ kind: 'visit', label: '<b>Walk-in</b>', url: `${SITE}/v?a=1&b=2` }],
    });
    expect(digest.html).toContain('&lt;b&gt;Walk-in&lt;/b&gt;');
    expect(digest.html).toContain(`href="${SITE}/v?a=1&amp;b=2"`);
  });

  it('refuses a link that is not http(s) and a malformed date', () => {
    expect(() =>
      render('appointment_booked', 'en', { ...appointment, manageUrl: 'javascript:alert(1)' }),
    ).toThrow(/http/);
    expect(() =>
      render('appointment_booked', 'en', { ...appointment, date: '14/07/2026' }),
    ).toThrow(/YYYY-MM-DD/);
    expect(() => render('appointment_booked', 'en', { ...appointment, start: '9am' })).toThrow(
      /HH:mm/,
    );
  });
});
