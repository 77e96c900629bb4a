import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { errorCode, serverText } from '../../../lib/error-code';
import { findMessage, translateMessage } from '../../../lib/messages';
import { FIELD_OF_MESSAGE, type BankRequestField } from '../bank-request-schema';

/** What a refused request says (the server's message, translated), and the field it is about. */
export interface BankRequestRefusal {
  /** Translated; null when the server gave no words the visitor can act on. */
  message: string | null;
  field: BankRequestField | null;
}

/**
 * A refusal of submitBankRequest in the visitor's words: a field's message (BANK_MESSAGES) goes
 * next to that field; too many requests from this connection says so; another message of the
 * domain (a text check's) is shown as written; other refusals have no words of their own (the
 * form shows its general failure).
 */
export function describeBankRequestRefusal(error: unknown): BankRequestRefusal {
  const code = errorCode(error);
  if (code === 'resource-exhausted') {
    return { message: translateMessage(RATE_LIMIT_MESSAGES.tooManyBankRequests), field: null };
  }
  const text = serverText(error);
  if (text === null || code !== 'invalid-argument') return { message: null, field: null };
  const field = FIELD_OF_MESSAGE[text] ?? null;
  if (!field && !findMessage(text)) return { message: null, field: null };
  return { message: translateMessage(text), field };
}
