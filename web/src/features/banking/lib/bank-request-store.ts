import { createOutbox } from '../../../lib/outbox';
import { draftFieldsOf, readSessionDraft, writeSessionDraft } from '../../../lib/session-draft';
import {
  EMPTY_BANK_REQUEST,
  isBankRequestPayload,
  type BankRequestFormValues,
} from '../bank-request-schema';

/** Requests that could not be sent for want of a connection, kept on this device until sent. */
export const bankRequestOutbox = createOutbox('centre:bank-request-outbox', isBankRequestPayload);

const DRAFT_KEY = 'centre:bank-request-draft';

/** The request being written: what was typed and the id it will be sent under. */
export interface BankRequestDraft {
  clientRequestId: string;
  values: BankRequestFormValues;
}

export function newClientRequestId(): string {
  return crypto.randomUUID();
}

/**
 * The draft in sessionStorage (this tab only, gone when it closes): a reload never costs the
 * visitor what they typed, and the request keeps its id, so a retry never makes a second one.
 */
export function loadBankRequestDraft(): BankRequestDraft {
  const saved = readSessionDraft(DRAFT_KEY) as {
    clientRequestId?: unknown;
    values?: unknown;
  } | null;
  if (saved && typeof saved.clientRequestId === 'string') {
    // The saved values, each of the form's type (anything else read as empty).
    const values = draftFieldsOf(saved.values, EMPTY_BANK_REQUEST, { strict: true });
    return { clientRequestId: saved.clientRequestId, values: { ...EMPTY_BANK_REQUEST, ...values } };
  }
  return { clientRequestId: newClientRequestId(), values: EMPTY_BANK_REQUEST };
}

/** Keeps the draft; one with nothing typed is forgotten (its id is never sent). */
export function saveBankRequestDraft(draft: BankRequestDraft): void {
  const typed = Object.values(draft.values).some(Boolean);
  writeSessionDraft(DRAFT_KEY, typed ? draft : null);
}
