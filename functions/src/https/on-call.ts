import { logger } from 'firebase-functions/v2';
import {
  HttpsError,
  onCall as firebaseOnCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
} from 'firebase-functions/v2/https';
import { appCheckEnforced } from '../config';
import { toHttpsError } from './to-https-error';

/**
 * A callable's options, without the App Check ones: App Check is decided here, once, for every
 * callable (see onCall), and no callable may opt out.
 */
export type CallableOpts<T> = Omit<CallableOptions<T>, 'enforceAppCheck' | 'consumeAppCheckToken'>;

type Handler<T, Return, Stream> = (
  request: CallableRequest<T>,
  response?: CallableResponse<Stream>,
) => Return;

/**
 * firebase-functions' `onCall`, with every error the handler lets escape answered by its proper
 * HttpsError (toHttpsError): a Firestore or Auth refusal reaches the caller as `invalid-argument`,
 * `not-found`, `already-exists`... instead of `internal`. Every callable is declared with this one
 * (eslint refuses the other in functions/src).
 *
 * App Check (issue 9, item 5) is enforced on EVERY callable, public and staff alike, unless the
 * APP_CHECK_ENFORCED param is `false` (functions/src/config.ts; on by default): a request without
 * a valid token is refused `unauthenticated` before the handler runs. Staff use the same web app,
 * so they hold tokens too, and a stolen ID token alone is then not enough to script the staff
 * callables. Replay protection (`consumeAppCheckToken`) is not used: see README, Security.
 */
export function onCall<T = unknown, Return = unknown, Stream = unknown>(
  opts: CallableOpts<T>,
  handler: Handler<T, Return, Stream>,
): CallableFunction<T, Promise<Awaited<Return>>, Stream>;
export function onCall<T = unknown, Return = unknown, Stream = unknown>(
  handler: Handler<T, Return, Stream>,
): CallableFunction<T, Promise<Awaited<Return>>, Stream>;
export function onCall<T, Return, Stream>(
  optsOrHandler: CallableOpts<T> | Handler<T, Return, Stream>,
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
  const options: CallableOptions<T> = { ...opts, enforceAppCheck: appCheckEnforced() };
  return firebaseOnCall<T, Promise<Awaited<Return>>, Stream>(options, guarded) as CallableFunction<
    T,
    Promise<Awaited<Return>>,
    Stream
  >;
}
