import { describe, expect, it } from 'vitest';
import { EMULATOR_APP_CHECK_TTL_MS, emulatorAppCheckToken } from './app-check';

// How firebase-functions decodes an App Check token on the emulator (unsafeDecodeToken).
const JWT_REGEX = /^[a-zA-Z0-9\-_=]+?\.[a-zA-Z0-9\-_=]+?\.([a-zA-Z0-9\-_=]+)?$/;
declare function atob(data: string): string;
const decode = (part: string) =>
  JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

describe('emulatorAppCheckToken', () => {
  it('is JWT-shaped, unsigned, and names the app in sub as the Functions emulator reads it', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const { token, expireTimeMillis } = emulatorAppCheckToken('1:0:web:abc', 'demo-x', now);
    expect(token).toMatch(JWT_REGEX);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(decode(header)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(signature).toBe('');
    expect(decode(payload)).toMatchObject({
      sub: '1:0:web:abc',
      aud: ['projects/demo-x'],
      iat: now / 1000,
      exp: (now + EMULATOR_APP_CHECK_TTL_MS) / 1000,
    });
    expect(expireTimeMillis).toBe(now + EMULATOR_APP_CHECK_TTL_MS);
  });
});
