import { COLLECTIONS } from '@centre/domain/collections';
import type { Language } from '@centre/domain/constants';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { emailKey } from '../bookings/holds';
import { MAIL_LINK_SECRET } from '../config';
import { verifyUnsubscribeToken } from './links';
import {
  maskEmail,
  pageLanguage,
  renderUnsubscribePage,
  type UnsubscribePage,
} from './unsubscribe-page';

export interface UnsubscribeRequest {
  method: string;
  /** The token of the link (`?t=`) or of the form (`t`). */
  token: string | undefined;
  language: Language;
}

export interface UnsubscribeDeps {
  /** The address a token names, or null (links.ts verifyUnsubscribeToken). */
  verify: (token: string) => string | null;
  /** Records that the address wants no more reminders. */
  optOut: (email: string) => Promise<void>;
}

export interface UnsubscribeAnswer {
  status: 200 | 400 | 405 | 500;
  html: string;
}

/**
 * GET (and HEAD) shows the question and changes nothing: mail scanners open links before people
 * do. POST, from the page's form or a mail client's RFC 8058 one-click
 * (`List-Unsubscribe=One-Click`), records the opt-out. A token that is missing or not ours
 * answers 400 with a page that says so.
 */
export async function answerUnsubscribe(
  request: UnsubscribeRequest,
  deps: UnsubscribeDeps,
): Promise<UnsubscribeAnswer> {
  const { method, token, language } = request;
  const page = (status: UnsubscribeAnswer['status'], content: UnsubscribePage) => ({
    status,
    html: renderUnsubscribePage(content, language),
  });
  if (!['GET', 'HEAD', 'POST'].includes(method)) {
    return { status: 405, html: '' };
  }
  const email = token ? deps.verify(token) : null;
  if (!token || !email) return page(400, { kind: 'invalid' });
  if (method !== 'POST')
    return page(200, { kind: 'confirm', maskedEmail: maskEmail(email), token });
  try {
    await deps.optOut(email);
  } catch (error) {
    logger.error('mailUnsubscribe: could not record the opt-out', {
      error: error instanceof Error ? error.message : String(error),
    });
    return page(500, { kind: 'error' });
  }
  return page(200, { kind: 'done', maskedEmail: maskEmail(email) });
}

/** The form's fields (`application/x-www-form-urlencoded`), whatever the framework parsed. */
function formFields(req: Request): URLSearchParams {
  if (!String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return new URLSearchParams();
  }
  if (req.rawBody?.length) return new URLSearchParams(req.rawBody.toString('utf8'));
  if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) {
    return new URLSearchParams(
      Object.entries(req.body as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  return new URLSearchParams();
}

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0
    ? value
    : Array.isArray(value) && typeof value[0] === 'string' && value[0].length > 0
      ? value[0]
      : undefined;

/**
 * /unsubscribe (a Hosting rewrite to this function): the link at the foot of reminder mails
 * (issue 16). Sets mailOptOuts/{emailKey} = { reminders: true, updatedAt }.
 */
export const mailUnsubscribe = onRequest({ secrets: [MAIL_LINK_SECRET] }, async (req, res) => {
  const form = req.method === 'POST' ? formFields(req) : new URLSearchParams();
  const answer = await answerUnsubscribe(
    {
      method: req.method,
      token: firstString(req.query.t) ?? form.get('t') ?? undefined,
      language: pageLanguage(firstString(req.query.lang) ?? form.get('lang')),
    },
    {
      verify: (token) => verifyUnsubscribeToken(token),
      optOut: async (email) => {
        await db
          .doc(`${COLLECTIONS.mailOptOuts}/${emailKey(email)}`)
          .set({ reminders: true, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      },
    },
  );
  // The token sits in the address: keep it out of caches, referrers and search engines.
  res.set('Cache-Control', 'no-store');
  res.set('Referrer-Policy', 'no-referrer');
  res.set('X-Robots-Tag', 'noindex');
  res.set('X-Content-Type-Options', 'nosniff');
  res.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  if (answer.status === 405) {
    res.set('Allow', 'GET, HEAD, POST');
    res.status(405).type('text/plain').send('Method Not Allowed');
    return;
  }
  res.status(answer.status).type('html').send(answer.html);
});
