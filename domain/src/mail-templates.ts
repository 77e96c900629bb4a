import { CENTRE, OPENING_HOURS, BANK_DESK_HOURS, formatTimeOfDay } from './centre';
import { BANK_PRODUCTS, type BankProduct } from './bank';
import type { Language } from './constants';
import {
  EXAM_REMINDER_DAYS,
  type MailRender,
  type MailTemplate,
  type MailTemplateData,
  type RenderedMail,
} from './mail';
import { MAIL_STRINGS, type MailStrings } from './mail-strings';

/**
 * Renders a mail in its language (docs/product.md §3.4 "Notifications by email"): a subject with
 * no personal data beyond the reference, a plain-text body and a simple one-column HTML body
 * (inline styles only, every variable escaped), greeting, key facts, what happens next, links,
 * and a footer with the centre's name, address, phone, email and opening hours.
 *
 * Dates and times are the records' local calendar date ('YYYY-MM-DD') and wall-clock time
 * ('HH:mm') in the centre's zone: they are formatted in the mail's language and never converted.
 * Throws when the data cannot be rendered (a link that is not http(s), a malformed date); the
 * sender records the reason.
 */
export function renderMail(render: MailRender): RenderedMail {
  const strings = MAIL_STRINGS[render.language];
  const body = composeBody(render, strings);
  return {
    subject: body.subject,
    text: renderText(body, strings),
    html: renderHtml(body, strings, render.language),
  };
}

// ---------------------------------------------------------------------------------------------
// The neutral shape every template fills, rendered once as text and once as HTML

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'list'; heading: string; items: { text: string; url?: string }[] }
  | { kind: 'link'; label: string; url: string };

interface MailBody {
  subject: string;
  name: string;
  blocks: Block[];
  /** Small print above the footer: the unsubscribe or settings link. */
  smallPrint?: { text?: string; label: string; url: string };
}

const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
const link = (label: string, url: string): Block => ({ kind: 'link', label, url: safeUrl(url) });

function composeBody(render: MailRender, s: MailStrings): MailBody {
  switch (render.template) {
    case 'application_received': {
      const d = render.data;
      return {
        subject: s.application.receivedSubject(d.reference),
        name: d.name,
        blocks: [
          paragraph(s.application.received(d.serviceName)),
          facts([s.labels.reference, d.reference], [s.labels.service, d.serviceName]),
          paragraph(s.application.receivedNext),
          link(s.statusCheckLink, d.statusCheckUrl),
        ],
      };
    }
    case 'application_status':
      return applicationStatus(render.data, s);
    case 'appointment_booked':
    case 'appointment_rescheduled':
    case 'appointment_reminder':
      return appointment(render.template, render.data, s);
    case 'appointment_cancelled': {
      const d = render.data;
      const date = formatDate(d.date, s);
      const start = formatTimeOfDay(d.start, s.timeLocale);
      return {
        subject: s.appointment.cancelledSubject(d.reference),
        name: d.name,
        blocks: [
          paragraph(s.appointment.cancelled(d.serviceName, date, start)),
          facts(
            [s.labels.reference, d.reference],
            [s.labels.service, d.serviceName],
            [s.labels.date, date],
            [s.labels.time, slotTime(d, s)],
          ),
          paragraph(s.appointment.cancelledNext),
          link(s.appointment.bookAgainLink, d.bookUrl),
        ],
      };
    }
    case 'exam_seat_booked':
    case 'exam_seat_reminder': {
      const d = render.data;
      const reminder = render.template === 'exam_seat_reminder';
      return {
        subject: reminder ? s.exam.reminderSubject(d.reference) : s.exam.bookedSubject(d.reference),
        name: d.name,
        blocks: [
          paragraph(reminder ? s.exam.reminder(EXAM_REMINDER_DAYS) : s.exam.booked),
          facts(
            [s.labels.reference, d.reference],
            [s.labels.date, formatDate(d.date, s)],
            [s.labels.startsAt, slotTime(d, s)],
            [s.labels.location, d.location],
          ),
          paragraph(s.exam.bringId),
          paragraph(s.exam.arrive),
        ],
        smallPrint:
          render.template === 'exam_seat_reminder'
            ? { label: s.exam.stopRemindersLink, url: safeUrl(render.data.unsubscribeUrl) }
            : undefined,
      };
    }
    case 'licence_ready': {
      const d = render.data;
      return {
        subject: s.licence.subject(d.reference),
        name: d.name,
        blocks: [
          paragraph(d.delivery === 'courier' ? s.licence.courier : s.licence.collect),
          facts([s.labels.reference, d.reference]),
          link(s.licence.statusCheckLink, d.statusCheckUrl),
        ],
      };
    }
    case 'bank_request_received': {
      const d = render.data;
      const product = isBankProduct(d.product) ? s.bank.products[d.product] : d.product;
      return {
        subject: s.bank.subject(d.reference),
        name: d.name,
        blocks: [
          paragraph(s.bank.received(product)),
          facts([s.labels.reference, d.reference], [s.labels.product, product]),
          paragraph(s.bank.next(CENTRE.partnerBank)),
          paragraph(
            s.bank.deskHours(
              formatTimeOfDay(BANK_DESK_HOURS.from, s.timeLocale),
              formatTimeOfDay(BANK_DESK_HOURS.to, s.timeLocale),
            ),
          ),
        ],
      };
    }
    case 'staff_digest': {
      const d = render.data;
      return {
        subject: s.digest.subject(formatDate(d.date, s)),
        name: d.name,
        blocks:
          d.items.length === 0
            ? [paragraph(s.digest.none)]
            : [
                {
                  kind: 'list',
                  heading: s.digest.intro(d.items.length),
                  items: d.items.map((item) => ({
                    text: `${s.digest.kinds[item.kind]}: ${item.label}`,
                    url: safeUrl(item.url),
                  })),
                },
              ],
        smallPrint: {
          text: s.digest.settings,
          label: s.digest.settingsLink,
          url: safeUrl(d.settingsUrl),
        },
      };
    }
  }
}

function applicationStatus(d: MailTemplateData['application_status'], s: MailStrings): MailBody {
  const a = s.application;
  const note = d.note.trim();
  const next: Block[] = (() => {
    switch (d.status) {
      case 'awaiting_info':
        return note
          ? [
              { kind: 'list', heading: a.whatWeNeed, items: [{ text: note }] },
              paragraph(a.awaitingNext),
            ]
          : [paragraph(a.awaitingNoNote)];
      case 'approved':
        return [paragraph(a.approvedNext)];
      case 'rejected':
        return note
          ? [facts([a.reason, note]), paragraph(a.rejectedNext)]
          : [paragraph(a.rejectedNoNote)];
      case 'completed':
        return [paragraph(a.completedNext)];
    }
  })();
  return {
    subject: a.statusSubject[d.status](d.reference),
    name: d.name,
    blocks: [
      paragraph(a.status[d.status](d.serviceName)),
      facts([s.labels.reference, d.reference], [s.labels.service, d.serviceName]),
      ...next,
      link(s.statusCheckLink, d.statusCheckUrl),
    ],
  };
}

function appointment(
  template: Extract<
    MailTemplate,
    'appointment_booked' | 'appointment_rescheduled' | 'appointment_reminder'
  >,
  d: MailTemplateData['appointment_booked'] & { unsubscribeUrl?: string },
  s: MailStrings,
): MailBody {
  const t = s.appointment;
  const rescheduled = template === 'appointment_rescheduled';
  const intro = {
    appointment_booked: t.booked,
    appointment_rescheduled: t.rescheduled,
    appointment_reminder: t.reminder,
  }[template];
  const subject = {
    appointment_booked: t.bookedSubject,
    appointment_rescheduled: t.rescheduledSubject,
    appointment_reminder: t.reminderSubject,
  }[template](d.reference);
  const bring = [...d.whatToBring.map((item) => item.trim()).filter(Boolean), s.bringPhotoId];
  return {
    subject,
    name: d.name,
    blocks: [
      paragraph(intro),
      facts(
        [s.labels.reference, d.reference],
        [s.labels.service, d.serviceName],
        [rescheduled ? s.labels.newDate : s.labels.date, formatDate(d.date, s)],
        [rescheduled ? s.labels.newTime : s.labels.time, slotTime(d, s)],
        [s.labels.where, [CENTRE.name, ...CENTRE.addressLines].join(', ')],
      ),
      { kind: 'list', heading: s.whatToBring, items: bring.map((text) => ({ text })) },
      paragraph(template === 'appointment_reminder' ? t.reminderNext : s.arriveEarly),
      ...(template === 'appointment_booked' ? [paragraph(t.calendarAttached)] : []),
      link(s.manageLink, d.manageUrl),
    ],
    smallPrint:
      template === 'appointment_reminder' && d.unsubscribeUrl !== undefined
        ? { label: t.stopRemindersLink, url: safeUrl(d.unsubscribeUrl) }
        : undefined,
  };
}

function facts(...rows: [string, string][]): Block {
  return { kind: 'facts', rows };
}

function isBankProduct(product: string): product is BankProduct {
  return (BANK_PRODUCTS as readonly string[]).includes(product);
}

// ---------------------------------------------------------------------------------------------
// Dates, times and links

/** 'YYYY-MM-DD' -> 'Tuesday, 14 July 2026' / 'Jumanne, 14 Julai 2026': the calendar date as is. */
export function formatMailDate(date: string, language: Language): string {
  return formatDate(date, MAIL_STRINGS[language]);
}

function formatDate(date: string, s: MailStrings): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // A calendar date, not an instant: format it in UTC so no zone can move it by a day.
  return new Intl.DateTimeFormat(s.dateLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** '9:00 AM – 9:30 AM (Edmonton time)': the slot's wall-clock time and its zone's city. */
function slotTime(slot: { start: string; end?: string; timezone: string }, s: MailStrings): string {
  for (const time of [slot.start, slot.end ?? slot.start]) {
    if (!/^\d{2}:\d{2}$/.test(time)) throw new Error(`Not a time of day (HH:mm): ${time}`);
  }
  const start = formatTimeOfDay(slot.start, s.timeLocale);
  const range = slot.end ? s.timeRange(start, formatTimeOfDay(slot.end, s.timeLocale)) : start;
  const city = slot.timezone.split('/').pop()?.replace(/_/g, ' ');
  return city ? `${range} (${s.zoneTime(city)})` : range;
}

/** Only absolute http(s) links go into a mail. */
function safeUrl(url: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Error(`Not an absolute http(s) link: ${url}`);
  return url;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or an attribute value) made safe to place in HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

// ---------------------------------------------------------------------------------------------
// The footer, shared by every mail

function footerLines(s: MailStrings): { contact: string[]; hours: string[] } {
  return {
    contact: [
      CENTRE.name,
      ...CENTRE.addressLines,
      `${s.footer.phone}: ${CENTRE.phone}`,
      `${s.footer.email}: ${CENTRE.email}`,
    ],
    hours: OPENING_HOURS.map(
      (row) =>
        `${s.footer.days[row.days]}: ${
          row.hours
            ? s.timeRange(
                formatTimeOfDay(row.hours.from, s.timeLocale),
                formatTimeOfDay(row.hours.to, s.timeLocale),
              )
            : s.footer.closed
        }`,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Plain text

function renderText(body: MailBody, s: MailStrings): string {
  const parts: string[] = [s.greeting(body.name)];
  for (const block of body.blocks) {
    switch (block.kind) {
      case 'paragraph':
        parts.push(block.text);
        break;
      case 'facts':
        parts.push(block.rows.map(([label, value]) => `${label}: ${value}`).join('\n'));
        break;
      case 'list':
        parts.push(
          [
            `${block.heading}${block.heading.endsWith(':') ? '' : ':'}`,
            ...block.items.map((item) => `- ${item.text}${item.url ? `\n  ${item.url}` : ''}`),
          ].join('\n'),
        );
        break;
      case 'link':
        parts.push(`${block.label}:\n${block.url}`);
        break;
    }
  }
  parts.push(`${s.signOff}\n${CENTRE.name}`);
  if (body.smallPrint) {
    const { text, label, url } = body.smallPrint;
    parts.push([text, `${label}: ${url}`].filter(Boolean).join('\n'));
  }
  const footer = footerLines(s);
  parts.push(
    [
      '--',
      ...footer.contact,
      `${s.footer.openingHours}:`,
      ...footer.hours.map((line) => `  ${line}`),
      '',
      s.automatic,
    ].join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// HTML: one column, inline styles, readable on a phone

const STYLE = {
  body: 'margin:0;padding:0;background-color:#f3f4f6;',
  wrapper:
    'max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;',
  card: 'background-color:#ffffff;border-radius:8px;padding:24px;',
  brand: 'margin:0 0 16px;font-size:14px;font-weight:bold;color:#0f5132;',
  p: 'margin:0 0 16px;',
  table: 'border-collapse:collapse;width:100%;margin:0 0 16px;',
  th: 'text-align:left;vertical-align:top;padding:6px 12px 6px 0;font-weight:bold;white-space:nowrap;',
  td: 'text-align:left;vertical-align:top;padding:6px 0;',
  heading: 'margin:0 0 8px;font-weight:bold;',
  ul: 'margin:0 0 16px;padding-left:20px;',
  li: 'margin:0 0 6px;',
  button:
    'display:inline-block;background-color:#0f5132;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;',
  a: 'color:#0f5132;',
  small: 'margin:16px 0 0;font-size:13px;color:#4b5563;',
  footer: 'margin:24px 0 0;font-size:13px;line-height:1.5;color:#4b5563;',
} as const;

function renderHtml(body: MailBody, s: MailStrings, language: Language): string {
  const e = escapeHtml;
  const content = body.blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return `<p style="${STYLE.p}">${e(block.text)}</p>`;
      case 'facts':
        return `<table role="presentation" style="${STYLE.table}">${block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="${STYLE.th}">${e(label)}</th><td style="${STYLE.td}">${e(value)}</td></tr>`,
          )
          .join('')}</table>`;
      case 'list':
        return `<p style="${STYLE.heading}">${e(block.heading)}</p><ul style="${STYLE.ul}">${block.items
          .map(
            (item) =>
              `<li style="${STYLE.li}">${
                item.url
                  ? `<a href="${e(item.url)}" style="${STYLE.a}">${e(item.text)}</a>`
                  : e(item.text)
              }</li>`,
          )
          .join('')}</ul>`;
      case 'link':
        return `<p style="${STYLE.p}"><a href="${e(block.url)}" style="${STYLE.button}">${e(block.label)}</a></p>`;
    }
  });
  const small = body.smallPrint
    ? `<p style="${STYLE.small}">${body.smallPrint.text ? `${e(body.smallPrint.text)} ` : ''}<a href="${e(body.smallPrint.url)}" style="${STYLE.a}">${e(body.smallPrint.label)}</a></p>`
    : '';
  const footer = footerLines(s);
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(body.subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.wrapper}"><div style="${STYLE.card}">`,
    `<p style="${STYLE.brand}">${e(CENTRE.name)}</p>`,
    `<p style="${STYLE.p}">${e(s.greeting(body.name))}</p>`,
    ...content,
    `<p style="${STYLE.p}">${e(s.signOff)}<br>${e(CENTRE.name)}</p>`,
    small,
    '</div>',
    `<div style="${STYLE.footer}"><p style="margin:0 0 8px;">${footer.contact.map(e).join('<br>')}</p>`,
    `<p style="margin:0 0 8px;"><strong>${e(s.footer.openingHours)}</strong><br>${footer.hours.map(e).join('<br>')}</p>`,
    `<p style="margin:0;">${e(s.automatic)}</p></div>`,
    '</div></body></html>',
  ].join('\n');
}
