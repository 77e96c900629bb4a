import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@centre/domain/constants';
import { MAIL_LINK_SECRET, PUBLIC_SITE_URL } from '../config';

/** An absolute link to a page of the public site (`/appointment/abc` -> `https://.../appointment/abc`). */
export function siteUrl(path: string): string {
  return `${PUBLIC_SITE_URL.value().replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

const normalise = (email: string) => email.trim().toLowerCase();

function signature(email: string, secret: string): string {
  return createHmac('sha256', secret).update(normalise(email)).digest('base64url');
}

/** `base64url(email).hmac`: names the address and proves the link came from us. */
export function unsubscribeToken(email: string, secret = MAIL_LINK_SECRET.value()): string {
  return `${Buffer.from(normalise(email)).toString('base64url')}.${signature(email, secret)}`;
}

/** The address a token names, or null when the token is malformed or not ours. */
export function verifyUnsubscribeToken(
  token: string,
  secret = MAIL_LINK_SECRET.value(),
): string | null {
  const [encoded, given] = token.split('.');
  if (!encoded || !given || token.split('.').length !== 2) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!email.includes('@') || email.length > 320) return null;
  const expected = Buffer.from(signature(email, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? email : null;
}

/** The unsubscribe-from-reminders link of a mail (served by the mailUnsubscribe function). */
export function unsubscribeUrl(email: string, language: Language): string {
  return siteUrl(`/unsubscribe?t=${unsubscribeToken(email)}&lang=${language}`);
}
