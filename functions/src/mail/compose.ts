import { COLLECTIONS } from '@centre/domain/collections';
import type { MailRender } from '@centre/domain/mail';
import { renderMail } from '@centre/domain/mail-templates';
import { ICS_CONTENT_TYPE, appointmentIcs, appointmentIdOfManageUrl } from './ics';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType?: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** The record a mail is about (mail/{id}.ref). */
export interface MailRef {
  collection: string;
  id: string;
}

/** Templates that carry the appointment as a calendar file. */
const WITH_CALENDAR_FILE = new Set<MailRender['template']>([
  'appointment_booked',
  'appointment_rescheduled',
  'appointment_reminder',
]);

/**
 * The attachments of a mail: `<reference>.ics` for a booked, rescheduled or reminded
 * appointment. The appointment id (the UID) is the mail's ref, or else the one its manage link
 * names (a mail composed again from `render` alone).
 */
export function attachmentsFor(render: MailRender, ref?: MailRef | null): MailAttachment[] {
  if (!WITH_CALENDAR_FILE.has(render.template)) return [];
  const data = render.data as Extract<MailRender, { template: 'appointment_booked' }>['data'];
  const appointmentId =
    ref?.collection === COLLECTIONS.appointments
      ? ref.id
      : appointmentIdOfManageUrl(data.manageUrl);
  if (!appointmentId) return [];
  return [
    {
      filename: `${data.reference}.ics`,
      content: appointmentIcs({ appointmentId, language: render.language, data }),
      contentType: ICS_CONTENT_TYPE,
    },
  ];
}

/**
 * The message of a mail: the rendered template plus its attachments (an appointment's `.ics`).
 * Throws when the template cannot be rendered (the caller records ERROR with the reason).
 */
export function composeMail(render: MailRender, ref?: MailRef | null): ComposedMail {
  const rendered = renderMail(render);
  const attachments = attachmentsFor(render, ref);
  return attachments.length ? { ...rendered, attachments } : rendered;
}
