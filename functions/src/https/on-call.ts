import { logger } from 'firebase-functions/v2';
import {
  HttpsError,
  onCall as firebaseOnCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
} from 'firebase-functions/v2/https';
import { toHttpsError } from './to-https-error';

type Handler<T, Return, Stream> = (
  request: CallableRequest<T>,
  response?: CallableResponse<Stream>,
) => Return;

/**
 * firebase-functions' `onCall`, with every error the handler lets escape answered by its proper
 * HttpsError (toHttpsError): a Firestore or Auth refusal reaches the caller as `invalid-argument`,
 * `not-found`, `already-exists`... instead of `internal`. Every callable is declared with this one
 * (eslint refuses the other in functions/src).
 */
export function onCall<T = unknown, Return = unknown, Stream = unknown>(
  opts: CallableOptions<T>,
  handler: Handler<T, Return, Stream>,
): CallableFunction<T, Promise<Awaited<Return>>, Stream>;
export function onCall<T = unknown, Return = unknown, Stream = unknown>(
  handler: Handler<T, Return, Stream>,
): CallableFunction<T, Promise<Awaited<Return>>, Stream>;
export function onCall<T, Return, Stream>(
  optsOrHandler: CallableOptions<T> | Handler<T, Return, Stream>,
  maybeHandler?: Handler<T, Return, Stream>,
): CallableFunction<T, Promise<Awaited<Return>>, Stream> {
  const opts = typeof optsOrHandler === 'function' ? {} : optsOrHandler;
  const handler = typeof optsOrHandler === 'function' ? optsOrHandler : maybeHandler;
  if (!handler) throw new Error('onCall needs a handler');
  const guarded = async (
    request: CallableRequest<T>,
    response?: CallableResponse<Stream>,
  ): Promise<Awaited<Return>> => {
    try {
      return await handler(request, response);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      const mapped = toHttpsError(error);
      // The caller sees only the mapped answer; the cause stays in the logs.
      const log =
        mapped.code === 'internal' || mapped.code === 'unknown' ? logger.error : logger.warn;
      log('callable error mapped', {
        code: mapped.code,
        cause: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      throw mapped;
    }
  };
  return firebaseOnCall<T, Promise<Awaited<Return>>, Stream>(opts, guarded) as CallableFunction<
    T,
    Promise<Awaited<Return>>,
    Stream
  >;
}
