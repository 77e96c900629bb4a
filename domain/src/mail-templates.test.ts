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
    const en = render('appointment_booked', 'en');
    expect(en.subject).toBe('Appointment confirmed: APT-7K3Q9D');
    expect(en.text).toContain('Date: Tuesday, 14 July 2026');
    expect(en.text).toContain('Time: 9:00 AM – 9:30 AM (Edmonton time)');
    expect(en.text).toContain('- Old passport');
    expect(en.text).toContain('- Photo ID');
    expect(en.text).toContain('The attached calendar file (.ics) adds the appointment');
    expect(en.text).toContain(
      `View, reschedule or cancel your appointment:\n${SITE}/appointment/appt1`,
    );
    expect(en.text).toContain('Monday to Friday: 9:00 AM – 5:00 PM');
    expect(en.text).toContain('Sunday and public holidays: Closed');

    const sw = render('appointment_booked', 'sw');
    expect(sw.subject).toBe('Miadi imethibitishwa: APT-7K3Q9D');
    expect(sw.text).toContain('Habari Amina Wanjiru,');
    expect(sw.text).toContain('Tarehe: Jumanne, 14 Julai 2026');
    expect(sw.text).toContain('Saa: 9:00 hadi 9:30 (kwa saa za Edmonton)');
    expect(sw.text).toContain('Vitu vya kuleta:');
    expect(sw.text).toContain('Faili ya kalenda (.ics)');
    expect(sw.text).toContain('Jumatatu hadi Ijumaa: 9:00 hadi 17:00');
    expect(sw.text).toContain('Jumapili na sikukuu: Tumefunga');
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
    expect(moved.subject).toBe('Appointment rescheduled: APT-7K3Q9D');
    expect(moved.text).toContain('New date: Thursday, 16 July 2026');
    expect(moved.text).toContain('New time: 2:00 PM – 2:30 PM');
    expect(moved.text).not.toContain('calendar file');
    expect(render('appointment_rescheduled', 'sw').text).toContain(
      'Tarehe mpya: Alhamisi, 16 Julai 2026',
    );

    const cancelled = render('appointment_cancelled', 'sw');
    expect(cancelled.subject).toBe('Miadi imeghairiwa: APT-7K3Q9D');
    expect(cancelled.text).toContain('Weka miadi mpya:\nhttps://centre.example/book-appointment');
    expect(render('appointment_cancelled', 'en').text).toContain(
      'Your appointment for Passport renewal on Tuesday, 14 July 2026 at 9:00 AM has been cancelled.',
    );
  });

  it('reminders carry the stop-reminders link; confirmations do not', () => {
    const reminder = render('appointment_reminder', 'en');
    expect(reminder.subject).toBe('Appointment reminder: APT-7K3Q9D');
    expect(reminder.text).toContain(`Stop reminder emails: ${SITE}/unsubscribe?t=abc.def&lang=en`);
    expect(reminder.html).toContain(`href="${SITE}/unsubscribe?t=abc.def&amp;lang=en"`);
    expect(render('appointment_booked', 'en').text).not.toContain('Stop reminder');

    const examReminder = render('exam_seat_reminder', 'sw');
    expect(examReminder.subject).toBe('Ukumbusho wa mtihani: APP-4H8M2X');
    expect(examReminder.text).toContain('mtihani wako ni baada ya siku 3');
    expect(examReminder.text).toContain('Sitisha vikumbusho kwa barua pepe:');
    expect(render('exam_seat_booked', 'sw').text).not.toContain('Sitisha vikumbusho');
  });

  it('exam seat: date, start, location and photo ID', () => {
    const en = render('exam_seat_booked', 'en');
    expect(en.subject).toBe('Exam seat booked: APP-4H8M2X');
    expect(en.text).toContain('Date: Monday, 3 August 2026');
    expect(en.text).toContain('Start time: 1:30 PM (Edmonton time)');
    expect(en.text).toContain('Location: Training room 2');
    expect(en.text).toContain('Bring photo ID');
    const sw = render('exam_seat_booked', 'sw');
    expect(sw.text).toContain('Tarehe: Jumatatu, 3 Agosti 2026');
    expect(sw.text).toContain('Muda wa kuanza: 13:30');
    expect(sw.text).toContain('kitambulisho chenye picha');
  });

  it('application received and each status say what happens next', () => {
    expect(render('application_received', 'en').text).toContain(
      'We have received your application for ID card application.',
    );
    expect(render('application_received', 'sw').subject).toBe('Maombi yamepokelewa: APP-7K3Q9D');

    const base = DATA.application_status;
    const awaiting = render('application_status', 'en');
    expect(awaiting.subject).toBe('We need more information: APP-7K3Q9D');
    expect(awaiting.text).toContain('What we need from you:\n- A copy of your birth certificate');
    expect(render('application_status', 'en', { ...base, note: '' }).text).toContain(
      'An officer will contact you about what is missing.',
    );

    const approved = render('application_status', 'sw', { ...base, status: 'approved', note: '' });
    expect(approved.subject).toBe('Maombi yamekubaliwa: APP-7K3Q9D');
    expect(approved.text).toContain('Tutakujulisha hatua inayofuata.');

    const rejected = render('application_status', 'en', {
      ...base,
      status: 'rejected',
      note: 'The form was not signed',
    });
    expect(rejected.subject).toBe('Application not approved: APP-7K3Q9D');
    expect(rejected.text).toContain('Reason: The form was not signed');
    expect(
      render('application_status', 'sw', { ...base, status: 'rejected', note: ' ' }).text,
    ).toContain('Tutawasiliana nawe kukueleza sababu');

    const completed = render('application_status', 'en', { ...base, status: 'completed' });
    expect(completed.subject).toBe('Application ready: APP-7K3Q9D');
    expect(completed.text).toContain('is complete and ready');
  });

  it('licence ready: collect during opening hours, or the courier', () => {
    const collect = render('licence_ready', 'en');
    expect(collect.subject).toBe('Licence ready: LIC-3P9Q7R');
    expect(collect.text).toContain('Collect it at the centre during opening hours');
    const courier = render('licence_ready', 'sw', { ...DATA.licence_ready, delivery: 'courier' });
    expect(courier.subject).toBe('Leseni iko tayari: LIC-3P9Q7R');
    expect(courier.text).toContain('mjumbe yuko njiani');
  });

  it("bank request: the product in the mail's language and the bank's desk", () => {
    const en = render('bank_request_received', 'en');
    expect(en.subject).toBe('Bank request received: BNK-2M4N6P');
    expect(en.text).toContain('Product: Diaspora savings account');
    expect(en.text).toContain("Equity Bank's desk at the centre will contact you");
    expect(en.text).toContain('Monday to Friday, 10:00 AM – 4:00 PM');
    const sw = render('bank_request_received', 'sw', {
      ...DATA.bank_request_received,
      product: 'money_transfer',
    });
    expect(sw.text).toContain('Huduma: Kutuma pesa nyumbani');
    expect(sw.text).toContain('dawati la Equity Bank');
  });

  it('staff digest: dated subject, the items with labels and links, the settings link', () => {
    const en = render('staff_digest', 'en');
    expect(en.subject).toBe('Your new assignments, Tuesday, 14 July 2026');
    expect(en.text).toContain('2 items were assigned to you:');
    expect(en.text).toContain(`- Task: Call the applicant back\n  ${SITE}/tasks/2`);
    expect(en.html).toContain(`<a href="${SITE}/tasks/2"`);
    expect(en.text).toContain(`Switch off the digest: ${SITE}/account-settings`);
    const sw = render('staff_digest', 'sw');
    expect(sw.subject).toBe('Kazi zako mpya, Jumanne, 14 Julai 2026');
    expect(sw.text).toContain('- Jukumu: Call the applicant back');
    expect(sw.text).toContain('Zima muhtasari huu:');
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
