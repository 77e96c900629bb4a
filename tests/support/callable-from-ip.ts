// A callable invoked over its HTTP protocol, as the web SDK does, but from a chosen client IP.
// In production Google's front end appends the caller's address to X-Forwarded-For and the
// functions trust only that last entry (functions/src/security/rate-limit.ts clientIp); the
// Functions emulator talks to its workers over a local socket and passes no address at all, so
// the per-IP limits are tested by sending the header the front end would add.
import { appCheckHeaders } from './app-check';
import { FUNCTIONS_BASE_URL } from './emulators';

/** Resolves with the function's result; rejects like the web SDK ({code: 'functions/…'}). */
export async function callFromIp<T = unknown>(ip: string, name: string, data: unknown): Promise<T> {
  const response = await fetch(`${FUNCTIONS_BASE_URL}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...appCheckHeaders() },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: T;
    error?: { status?: string; message?: string };
  };
  if (body.error) {
    const code = (body.error.status ?? 'UNKNOWN').toLowerCase().replace(/_/g, '-');
    throw Object.assign(new Error(body.error.message ?? code), {
      code: `functions/${code}`,
      message: body.error.message ?? code,
    });
  }
  return body.result as T;
}
