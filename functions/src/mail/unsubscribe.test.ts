import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions/v2';
import { describe, expect, it, vi } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './links';
import { answerUnsubscribe, type UnsubscribeDeps } from './unsubscribe';
import { maskEmail, pageLanguage, renderUnsubscribePage } from './unsubscribe-page';
import { callHandler, fakeResponse, type FakeAnswer } from '../https/fake-response';

vi.mock('../admin', () => ({ db: {} }));

const SECRET = 'test-secret';
const EMAIL = 'amina@example.com';
const token = unsubscribeToken(EMAIL, SECRET);

function deps(overrides: Partial<UnsubscribeDeps> = {}) {
  const optOut = vi.fn<UnsubscribeDeps['optOut']>().mockResolvedValue(undefined);
  return {
    optOut,
    deps: { verify: (t: string) => verifyUnsubscribeToken(t, SECRET), optOut, ...overrides },
  };
}

describe('maskEmail and pageLanguage', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail(EMAIL)).toBe('a•••@example.com');
    expect(maskEmail('x@y.z')).toBe('x•••@y.z');
    expect(maskEmail('nonsense')).toBe('•••');
  });

  it('reads en and sw, anything else as English', () => {
    expect(pageLanguage('sw')).toBe('sw');
    expect(pageLanguage('en')).toBe('en');
    expect(pageLanguage('fr')).toBe('en');
    expect(pageLanguage(undefined)).toBe('en');
  });
});

describe('answerUnsubscribe', () => {
  it('GET asks, with the masked address and one POST button, and records nothing', async () => {
    const { deps: d, optOut } = deps();
    const answer = await answerUnsubscribe({ method: 'GET', token, language: 'en' }, d);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<html lang="en">');
    expect(answer.html).toContain('<title>Stop reminder emails – Jamii Service Centre</title>');
    expect(answer.html).toContain('Stop appointment and exam reminders to a•••@example.com?');
    expect(answer.html).not.toContain(EMAIL);
    expect(answer.html).toContain('<form method="post">');
    expect(answer.html.match(/<button/g)).toHaveLength(1);
    expect(optOut).not.toHaveBeenCalled();
  });

  it('HEAD records nothing either', async () => {
    const { deps: d, optOut } = deps();
    expect((await answerUnsubscribe({ method: 'HEAD', token, language: 'en' }, d)).status).toBe(
      200,
    );
    expect(optOut).not.toHaveBeenCalled();
  });

  it('POST with a valid token records the opt-out of the address it names', async () => {
    const { deps: d, optOut } = deps();
    const answer = await answerUnsubscribe({ method: 'POST', token, language: 'sw' }, d);
    expect(optOut).toHaveBeenCalledWith(EMAIL);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<html lang="sw">');
    expect(answer.html).toContain('Vikumbusho vimesitishwa');
    expect(answer.html).toContain('a•••@example.com');
  });

  it('a forged, missing or other-secret token answers 400 and records nothing', async () => {
    const { deps: d, optOut } = deps();
    const forged = `${Buffer.from('victim@example.com').toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, undefined, 'garbage', unsubscribeToken(EMAIL, 'other-secret')]) {
      const answer = await answerUnsubscribe({ method: 'POST', token: bad, language: 'en' }, d);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain('This link does not work');
      expect(answer.html).not.toContain(' at '); // no stack trace
    }
    expect(optOut).not.toHaveBeenCalled();
  });

  it('other methods answer 405 and record nothing', async () => {
    const { deps: d, optOut } = deps();
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      expect((await answerUnsubscribe({ method, token, language: 'en' }, d)).status).toBe(405);
    }
    expect(optOut).not.toHaveBeenCalled();
  });

  it('a failed write answers 500 with a page, not the error', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { deps: d } = deps({ optOut: vi.fn().mockRejectedValue(new Error('boom at line 3')) });
    const answer = await answerUnsubscribe({ method: 'POST', token, language: 'en' }, d);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(answer.status).toBe(500);
    expect(answer.html).toContain('We could not save your choice');
    expect(answer.html).not.toContain('boom');
  });
});

describe('renderUnsubscribePage', () => {
  it('escapes the token it puts in the form', () => {
    const html = renderUnsubscribePage(
      { kind: 'confirm', maskedEmail: 'a•••@x.y', token: '"><script>' },
      'en',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
  });

  it('speaks Kiswahili in Kiswahili', () => {
    const html = renderUnsubscribePage({ kind: 'confirm', maskedEmail: 'a•••@x.y', token }, 'sw');
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('Ungependa kusitisha vikumbusho vya miadi na mitihani');
    expect(html).toContain('Sitisha vikumbusho</button>');
    expect(html).not.toContain('Stop reminders');
  });
});

describe('mailUnsubscribe (the HTTPS handler, Firestore faked)', () => {
  async function call(request: {
    method: string;
    query?: Record<string, string>;
    form?: string;
  }): Promise<FakeAnswer> {
    const { res, answer } = fakeResponse();
    const rawBody = Buffer.from(request.form ?? '');
    const req = {
      method: request.method,
      query: request.query ?? {},
      headers: request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      rawBody,
      body: Object.fromEntries(new URLSearchParams(request.form ?? '')),
    };
    const { mailUnsubscribe } = await import('./unsubscribe');
    await callHandler(mailUnsubscribe, req, res);
    return answer;
  }

  it('GET answers the page with no-store and writes nothing; a form POST writes the opt-out', async () => {
    process.env.MAIL_LINK_SECRET = SECRET;
    const set = vi.fn().mockResolvedValue(undefined);
    const admin = await import('../admin');
    const docPaths: string[] = [];
    (admin.db as unknown as { doc: (path: string) => unknown }).doc = (path: string) => {
      docPaths.push(path);
      return { set };
    };

    const page = await call({ method: 'GET', query: { t: token, lang: 'sw' } });
    expect(page.statusCode).toBe(200);
    expect(page.contentType).toBe('html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="sw">');
    expect(set).not.toHaveBeenCalled();

    const done = await call({
      method: 'POST',
      form: new URLSearchParams({ t: token, lang: 'en' }).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Reminders stopped');
    expect(set).toHaveBeenCalledOnce();
    expect(set.mock.calls[0]![0]).toMatchObject({ reminders: true });
    expect(docPaths).toEqual([`mailOptOuts/${createHash('sha256').update(EMAIL).digest('hex')}`]);

    const oneClick = await call({
      method: 'POST',
      query: { t: token },
      form: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(set).toHaveBeenCalledTimes(2);

    const forged = await call({ method: 'POST', query: { t: 'abc.def' }, form: 'x=1' });
    expect(forged.statusCode).toBe(400);
    const put = await call({ method: 'PUT', query: { t: token } });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(set).toHaveBeenCalledTimes(2);
    delete process.env.MAIL_LINK_SECRET;
  });
});
