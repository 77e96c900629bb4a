/**
 * The public pages' reads: plain GETs of /api/public/<path>, the publicData function behind
 * Hosting's rewrite (functions/src/public-data/public-data.ts, firebase.json). Its answers are
 * public data only, cached by Hosting's CDN, so a public page refreshes its catalogue, jobs, exam
 * sessions or waits without loading a Firebase SDK, App Check or (in production) reCAPTCHA.
 * Under `npm run dev` and `vite preview`, Vite forwards /api/public to the Functions emulator
 * (web/vite.config.ts); `npm start` serves the app through the Hosting emulator's rewrite.
 */
export const PUBLIC_API_PATH = '/api/public';

/** The answer's body: an object named by what it holds (`{ services: [...] }`, `{ job: {...} }`). */
export type PublicBody = Readonly<Record<string, unknown>>;

/** A public read that did not answer 200: its HTTP status (404: there is nothing to show). */
export class PublicReadError extends Error {
  constructor(readonly status: number) {
    super(`The public read answered ${status}`);
    this.name = 'PublicReadError';
  }
}

/** Whether a public read failed because there is no such record (404). */
export function isPublicNotFound(error: unknown): boolean {
  return error instanceof PublicReadError && error.status === 404;
}

/**
 * GET /api/public/<path> (each segment already URI-encoded by the caller when it is an id).
 * Throws a PublicReadError for any status but 200, and the network's TypeError when offline, so
 * the query can retry and the page offer to try again.
 */
export async function fetchPublic(path: string): Promise<PublicBody> {
  const response = await fetch(`${PUBLIC_API_PATH}/${path}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new PublicReadError(response.status);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PublicReadError(response.status);
  }
  return body as PublicBody;
}

/** A list from a public answer (`body[key]`), or an empty one when the answer has none. */
export function publicList(body: PublicBody, key: string): readonly unknown[] {
  const value = body[key];
  return Array.isArray(value) ? value : [];
}

/** The id a public record carries (`{ ...fields, id }`), or '' when it has none. */
export function publicId(record: unknown): string {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : '';
}
