// The unsubscribe link of reminder mails (issue 16): the mailUnsubscribe HTTPS function, called
// through the Functions emulator and, when the web app is built, through Hosting's /unsubscribe
// rewrite. A GET only asks; a POST with a valid token writes mailOptOuts/{emailKey}.
import { COLLECTIONS } from '@centre/domain/collections';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../functions/src/mail/links';
import { adminDb } from '../support/admin';
import { clearFirestore } from '../support/emulator-reset';
import { FUNCTIONS_BASE_URL, ROOT } from '../support/emulators';

/** MAIL_LINK_SECRET as the Functions emulator reads it (functions/.secret.local). */
const SECRET = (() => {
  const file = readFileSync(join(ROOT, 'functions', '.secret.local'), 'utf8');
  const line = file.split('\n').find((l) => l.startsWith('MAIL_LINK_SECRET='));
  if (!line) throw new Error('functions/.secret.local has no MAIL_LINK_SECRET');
  return line.slice('MAIL_LINK_SECRET='.length).trim();
})();

const FUNCTION_URL = `${FUNCTIONS_BASE_URL}/mailUnsubscribe`;
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: { hosting: { host: string; port: number } };
};
const HOSTING_URL = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}/unsubscribe`;
const WEB_BUILT = existsSync(join(ROOT, 'web', 'dist', 'index.html'));

const EMAIL = 'Amina.Wanjiru@Example.com';
const optOutRef = (email: string) =>
  adminDb.doc(
    `${COLLECTIONS.mailOptOuts}/${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`,
  );
const link = (base: string, token: string, lang = 'en') =>
  `${base}?${new URLSearchParams({ t: token, lang }).toString()}`;

beforeEach(async () => {
  await clearFirestore();
});

describe('mailUnsubscribe (Functions emulator)', () => {
  const token = unsubscribeToken(EMAIL, SECRET);

  it('GET shows the question with the masked address and writes nothing', async () => {
    const response = await fetch(link(FUNCTION_URL, token));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Jamii Service Centre');
    expect(html).toContain('Stop appointment and exam reminders to a•••@example.com?');
    expect(html).not.toContain(EMAIL.toLowerCase());
    expect(html).toContain('<form method="post">');
    expect((await optOutRef(EMAIL).get()).exists).toBe(false);
  });

  it('the Kiswahili page is in Kiswahili', async () => {
    const response = await fetch(link(FUNCTION_URL, token, 'sw'));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain(
      'Ungependa kusitisha vikumbusho vya miadi na mitihani vinavyotumwa kwa a•••@example.com?',
    );
    expect(html).toContain('Sitisha vikumbusho</button>');
    expect(html).not.toContain('Stop reminders');
  });

  it("POST of the page's form (token in the body) writes the opt-out", async () => {
    const response = await fetch(FUNCTION_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: token, lang: 'sw' }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Vikumbusho vimesitishwa');
    const optOut = await optOutRef(EMAIL).get();
    expect(optOut.data()?.reminders).toBe(true);
    expect(optOut.get('updatedAt')?.toDate()).toBeInstanceOf(Date);
  });

  it('RFC 8058 one-click POST (token in the link) writes the opt-out', async () => {
    const response = await fetch(link(FUNCTION_URL, token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Reminders stopped');
    expect((await optOutRef(EMAIL).get()).data()).toMatchObject({ reminders: true });
  });

  it('a forged token gets 400 with a clear page and writes nothing', async () => {
    const victim = 'victim@example.com';
    const signature = token.split('.')[1]!;
    const forged = `${Buffer.from(victim).toString('base64url')}.${signature}`;
    for (const bad of [forged, unsubscribeToken(victim, 'not-the-secret'), 'nonsense']) {
      const response = await fetch(link(FUNCTION_URL, bad), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      const html = await response.text();
      expect(response.status).toBe(400);
      expect(html).toContain('This link does not work');
      expect(html).not.toMatch(/Error|at .*\.js/);
    }
    const missing = await fetch(FUNCTION_URL);
    expect(missing.status).toBe(400);
    expect((await optOutRef(victim).get()).exists).toBe(false);
    expect((await adminDb.collection(COLLECTIONS.mailOptOuts).get()).size).toBe(0);
  });

  it('other methods get 405', async () => {
    const response = await fetch(link(FUNCTION_URL, token), { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expect((await optOutRef(EMAIL).get()).exists).toBe(false);
  });
});

describe.skipIf(!WEB_BUILT)('mailUnsubscribe through Hosting /unsubscribe (needs web/dist)', () => {
  const token = unsubscribeToken(EMAIL, SECRET);

  it('GET is served by the function, and a POST to the same address writes the opt-out', async () => {
    const page = await fetch(link(HOSTING_URL, token, 'sw'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="sw">');
    expect((await optOutRef(EMAIL).get()).exists).toBe(false);

    const done = await fetch(link(HOSTING_URL, token, 'sw'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: token, lang: 'sw' }).toString(),
    });
    expect(done.status).toBe(200);
    expect((await optOutRef(EMAIL).get()).data()).toMatchObject({ reminders: true });
  });
});
