import { TEXT_MESSAGES } from '@centre/domain/text';
import { errorCode, serverText } from './error-code';
import { ERROR_MESSAGES } from './error-messages';
import { translateMessage } from './messages';

/** What a failure's code means: English words, or a function of the error (null: the fallback). */
export type CodeDescription = string | ((error: unknown) => string | null | undefined);

export interface ErrorDescriptions {
  /** Server messages (English) whose words say more than their code: shown as the server wrote them. */
  shownAsWritten?: ReadonlySet<string> | readonly string[];
  /** Words per error code (without its service prefix: 'not-found', 'storage/...' -> '...'). */
  byCode: Readonly<Partial<Record<string, CodeDescription>>>;
  /** Words for any other failure. */
  fallback: string;
}

function includes(list: ReadonlySet<string> | readonly string[], text: string): boolean {
  return 'has' in list ? list.has(text) : list.includes(text);
}

/**
 * A failure in words a user can act on, in the current language: the one house for the features'
 * error descriptions (booking, exam seats, users, applications, appointments). The English comes
 * from the domain's messages or lib/error-messages.ts; translateMessage shows it translated.
 */
export function describeError(
  error: unknown,
  { shownAsWritten, byCode, fallback }: ErrorDescriptions,
): string {
  const text = serverText(error);
  if (text !== null && shownAsWritten && includes(shownAsWritten, text)) {
    return translateMessage(text);
  }
  const code = errorCode(error);
  const description = code === null ? undefined : byCode[code];
  const english =
    (typeof description === 'function' ? description(error) : description) || fallback;
  return translateMessage(english);
}

/** The server's words for an error, else the given English words (both shown translated). */
export function serverTextOr(english: string): (error: unknown) => string {
  return (error) => serverText(error) ?? english;
}

/**
 * The descriptions of a feature's callable writes: its server messages and the text checks'
 * messages shown as written, the feature's words per code, an unreachable server as unavailable,
 * anything else as a change not saved.
 */
export function callableErrorDescriptions(
  serverMessages: Readonly<Record<string, string>>,
  byCode: ErrorDescriptions['byCode'],
): ErrorDescriptions {
  return {
    shownAsWritten: [
      ...Object.values(serverMessages),
      TEXT_MESSAGES.controlCharacters,
      TEXT_MESSAGES.notText,
    ],
    byCode: {
      ...byCode,
      unavailable: ERROR_MESSAGES.unavailable,
      'deadline-exceeded': ERROR_MESSAGES.unavailable,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  };
}
