import type { MailRender } from '@centre/domain/mail';
import { renderMail } from '@centre/domain/mail-templates';

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

/**
 * The message of a mail: the rendered template plus its attachments (an appointment's `.ics`).
 * Throws when the template cannot be rendered (the caller records ERROR with the reason).
 * The producers helper adds the attachments (functions/src/mail/ics.ts).
 */
export function composeMail(render: MailRender): ComposedMail {
  return renderMail(render);
}
