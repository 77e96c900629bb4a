// Tests of an onRequest handler (mailUnsubscribe, publicData): the Express response methods the
// handlers call, recording what they answer.

/** What a handler answered. */
export interface FakeAnswer {
  statusCode: number;
  /** By lower-case name. */
  headers: Record<string, string>;
  body: string;
  /** What `res.type()` was given ('' when not called). */
  contentType: string;
}

/** A response for a handler, and the answer it fills in. */
export function fakeResponse() {
  const answer: FakeAnswer = { statusCode: 0, headers: {}, body: '', contentType: '' };
  const res = {
    set(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.statusCode = code;
      return res;
    },
    type(value: string) {
      answer.contentType = value;
      return res;
    },
    send(body: string) {
      answer.body = body;
      return res;
    },
  };
  return { res, answer };
}

/** Calls an onRequest function (its (req, res) signature, which the typed export hides). */
export async function callHandler(handler: unknown, req: unknown, res: unknown): Promise<void> {
  await (handler as (q: unknown, s: unknown) => Promise<void>)(req, res);
}
