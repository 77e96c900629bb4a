import { CENTRE } from '@centre/domain/centre';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@centre/domain/constants';
import { MAIL_STRINGS } from '@centre/domain/mail-strings';
import { escapeHtml } from '@centre/domain/mail-templates';

/** The language a link or form asks for; anything else reads as the default (English). */
export function pageLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}

/** 'amina@example.com' -> 'a•••@example.com': enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export type UnsubscribePage =
  | { kind: 'confirm'; maskedEmail: string; token: string }
  | { kind: 'done'; maskedEmail: string }
  | { kind: 'invalid' }
  | { kind: 'error' };

const STYLE = {
  body: 'margin:0;padding:0;background-color:#f3f4f6;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;',
  main: 'max-width:560px;margin:0 auto;padding:32px 16px;',
  card: 'background-color:#ffffff;border-radius:8px;padding:24px;',
  brand: 'margin:0 0 16px;font-size:14px;font-weight:bold;color:#0f5132;',
  h1: 'margin:0 0 16px;font-size:24px;line-height:1.3;',
  p: 'margin:0 0 16px;',
  button:
    'font:inherit;font-weight:bold;background-color:#0f5132;color:#ffffff;border:0;border-radius:6px;padding:12px 20px;min-height:44px;cursor:pointer;',
  footer: 'margin:24px 0 0;font-size:14px;color:#4b5563;',
  a: 'color:#0f5132;',
} as const;

/** The unsubscribe page: a small, accessible HTML page in the reader's language. */
export function renderUnsubscribePage(page: UnsubscribePage, language: Language): string {
  const s = MAIL_STRINGS[language].unsubscribePage;
  const e = escapeHtml;
  const { title, content } = ((): { title: string; content: string } => {
    switch (page.kind) {
      case 'confirm':
        return {
          title: s.title,
          content: [
            `<p style="${STYLE.p}">${e(s.question(page.maskedEmail))}</p>`,
            `<p style="${STYLE.p}">${e(s.keepsOthers)}</p>`,
            // No action: the form posts back to this very address (the token is in its query).
            `<form method="post">`,
            `<input type="hidden" name="t" value="${e(page.token)}">`,
            `<input type="hidden" name="lang" value="${language}">`,
            `<button type="submit" style="${STYLE.button}">${e(s.button)}</button>`,
            `</form>`,
          ].join('\n'),
        };
      case 'done':
        return {
          title: s.doneTitle,
          content: `<p style="${STYLE.p}">${e(s.done(page.maskedEmail))}</p>`,
        };
      case 'invalid':
        return { title: s.invalidTitle, content: `<p style="${STYLE.p}">${e(s.invalid)}</p>` };
      case 'error':
        return { title: s.errorTitle, content: `<p style="${STYLE.p}">${e(s.error)}</p>` };
    }
  })();
  const footer = MAIL_STRINGS[language].footer;
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${e(title)} – ${e(CENTRE.name)}</title></head>`,
    `<body style="${STYLE.body}"><main style="${STYLE.main}"><div style="${STYLE.card}">`,
    `<p style="${STYLE.brand}">${e(CENTRE.name)}</p>`,
    `<h1 style="${STYLE.h1}">${e(title)}</h1>`,
    content,
    '</div>',
    `<footer style="${STYLE.footer}"><p style="margin:0 0 8px;">${e(footer.phone)}: ${e(CENTRE.phone)}<br>${e(footer.email)}: ${e(CENTRE.email)}</p>`,
    `<p style="margin:0;"><a href="/" style="${STYLE.a}">${e(s.homeLink)}</a></p></footer>`,
    '</main></body></html>',
  ].join('\n');
}
