import { createOutbox } from '../../../lib/outbox';
import { readSessionDraft, writeSessionDraft } from '../../../lib/session-draft';
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

/** The saved values, each of the right type (anything else read as empty). */
function readValues(saved: unknown): BankRequestFormValues {
  const fields = (typeof saved === 'object' && saved !== null ? saved : {}) as Record<
    string,
    unknown
  >;
  const values = { ...EMPTY_BANK_REQUEST };
  for (const [key, empty] of Object.entries(EMPTY_BANK_REQUEST)) {
    if (typeof fields[key] === typeof empty) Object.assign(values, { [key]: fields[key] });
  }
  return values;
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
    return { clientRequestId: saved.clientRequestId, values: readValues(saved.values) };
  }
  return { clientRequestId: newClientRequestId(), values: EMPTY_BANK_REQUEST };
}

/** Keeps the draft; one with nothing typed is forgotten (its id is never sent). */
export function saveBankRequestDraft(draft: BankRequestDraft): void {
  const typed = Object.values(draft.values).some(Boolean);
  writeSessionDraft(DRAFT_KEY, typed ? draft : null);
}
