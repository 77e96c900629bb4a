import { vi } from 'vitest';
import { PUBLIC_API_PATH } from '../lib/public-api';

/** What the fake endpoint answers for one path: a body (200), or a status with no body. */
export type PublicAnswer = { body: unknown } | { status: number };

/**
 * Stands in for the public read endpoint (lib/public-api.ts) by stubbing `fetch`: each path under
 * /api/public/ answers what `answers` says (a function is asked on each call), any other 404.
 * Returns the stub, so a test can check which paths were asked; undo it with
 * `vi.unstubAllGlobals()` in the suite's afterEach.
 */
export function stubPublicApi(
  answers: Record<string, PublicAnswer | (() => PublicAnswer | Promise<PublicAnswer>)>,
) {
  const stub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const path = url.startsWith(`${PUBLIC_API_PATH}/`) ? url.slice(PUBLIC_API_PATH.length + 1) : '';
    const entry = answers[path];
    const answer = typeof entry === 'function' ? await entry() : (entry ?? { status: 404 });
    return 'body' in answer
      ? new Response(JSON.stringify(answer.body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response(JSON.stringify({ error: 'not-found' }), { status: answer.status });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

/** The paths the stubbed endpoint was asked, in order (without /api/public/). */
export function askedPaths(stub: ReturnType<typeof stubPublicApi>): string[] {
  return stub.mock.calls.map(([input]) => String(input).slice(PUBLIC_API_PATH.length + 1));
}
