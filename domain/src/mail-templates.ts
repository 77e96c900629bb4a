import type { MailRender, RenderedMail } from './mail';

/**
 * Renders a mail in its language: subject (no personal data beyond the reference), plain text and
 * simple HTML, with the centre's name, address and opening hours (domain/src/centre.ts).
 * PLACEHOLDER of the contract commit: the templates helper replaces it with the en/sw templates.
 */
export function renderMail(render: MailRender): RenderedMail {
  const reference = 'reference' in render.data ? render.data.reference : render.data.date;
  const text = `${render.template} ${reference}`;
  return { subject: text, text, html: `<p>${text}</p>` };
}
