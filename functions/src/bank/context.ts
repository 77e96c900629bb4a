import {
  BANK_CLIENT_NUMBERS_DOC,
  BANK_CLIENT_TRANSITIONS,
  BANK_MESSAGES,
  BANK_REQUEST_TRANSITIONS,
  bankClientRecordSchema,
  bankRequestRecordSchema,
  canManageBankServices,
  maskBankNumber,
  normaliseBankIdNumber,
  type BankAnswer,
  bankClientDetailsInput,
  type BankClientRecord,
  type BankClientStatus,
  type BankHistoryKind,
  type BankRequestRecord,
  type BankRequestStatus,
} from '@centre/domain/bank';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { bankClientSearchTokens } from '@centre/domain/bank-search-tokens';
import { normalisePhone } from '@centre/domain/visits';
import { createHash } from 'node:crypto';
import type { AccessUser } from '@centre/domain/access';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { db } from '../admin';
import { loadQueueSettings } from '../visits/context';
import { addStaffNote } from '../shared/add-note';
import { gatedCallable } from '../shared/gated-callable';
import { parseInput } from '../shared/parse-input';
import { readEligibleAssignee } from '../shared/read-assignee';
import type { Caller } from '../shared/require-permission';
import type { Actor, TransitionOutcome } from '../shared/transition-with-history';
import { callerStepsOf, type RecordWorkflow } from '../shared/workflow-step';

/** A client's details as parsed (bankClientDetailsInput's output). */
export type BankClientDetails = z.output<typeof bankClientDetailsInput>;

export const bankRequestRef = (requestId: string) =>
  db.collection(COLLECTIONS.bankRequests).doc(requestId);
export const bankClientRef = (clientId: string) =>
  db.collection(COLLECTIONS.bankClients).doc(clientId);
export const bankClientNumbersRef = (clientId: string) =>
  bankClientRef(clientId).collection(SUBCOLLECTIONS.private).doc(BANK_CLIENT_NUMBERS_DOC);

/**
 * A bank desk callable: manage_bank_services (requirePermission: claims, live session; admin,
 * agent, bank_agent) AND `allows` (canManageBankServices unless another decision is given, e.g.
 * canManageCommissionRules), else permission-denied `refusal`.
 */
export function bankCallable<Answer>(
  handler: (caller: Caller, data: unknown) => Promise<Answer>,
  gate: { allows: (user: AccessUser) => boolean; refusal: string } = {
    allows: canManageBankServices,
    refusal: BANK_MESSAGES.notPermitted,
  },
) {
  return gatedCallable({ permission: 'manage_bank_services', ...gate }, handler);
}

const WORKFLOW_MESSAGES = {
  notAllowed: BANK_MESSAGES.notAllowed,
  stale: BANK_MESSAGES.stale,
};

const BANK_REQUEST_WORKFLOW: RecordWorkflow<BankRequestRecord, BankRequestStatus> = {
  collection: COLLECTIONS.bankRequests,
  schema: bankRequestRecordSchema,
  transitions: BANK_REQUEST_TRANSITIONS,
  messages: { notFound: BANK_MESSAGES.requestNotFound, ...WORKFLOW_MESSAGES },
};

const BANK_CLIENT_WORKFLOW: RecordWorkflow<BankClientRecord, BankClientStatus> = {
  collection: COLLECTIONS.bankClients,
  schema: bankClientRecordSchema,
  transitions: BANK_CLIENT_TRANSITIONS,
  messages: { notFound: BANK_MESSAGES.clientNotFound, ...WORKFLOW_MESSAGES },
};

/**
 * One step of a bank request through workflowStep: bankRequests/{id} parsed with
 * bankRequestRecordSchema, moves checked against BANK_REQUEST_TRANSITIONS, history under
 * bankRequests/{id}/history in the same transaction.
 */
export const bankRequestStep = callerStepsOf(BANK_REQUEST_WORKFLOW);

/** The same for a bank client (bankClients/{id}, BANK_CLIENT_TRANSITIONS). */
export const bankClientStep = callerStepsOf(BANK_CLIENT_WORKFLOW);

/** The answer of a step: the record's status after it (re-read when the step changed nothing). */
export async function bankAnswer(
  ref: DocumentReference,
  { changed }: TransitionOutcome<unknown>,
): Promise<BankAnswer> {
  const status: unknown = (await ref.get()).get('status');
  return { id: ref.id, status: typeof status === 'string' ? status : '', changed };
}

/**
 * The member of bank staff a request or client is given to, read in `transaction`: an existing,
 * active, unrestricted user holding manage_bank_services (readEligibleAssignee). Answers their
 * name as the server knows it.
 */
export async function readBankAssignee(transaction: Transaction, uid: string): Promise<string> {
  const { name } = await readEligibleAssignee(transaction, uid, 'manage_bank_services', {
    notFound: BANK_MESSAGES.assigneeNotFound,
    notEligible: BANK_MESSAGES.assigneeNotEligible,
  });
  return name;
}

/** Adds a staff note to a bank request or client (addStaffNote: the author is the server's). */
export function bankNoteCallable<S extends z.ZodType<{ body: string }>>(
  schema: S,
  target: (input: z.output<S>) => { ref: DocumentReference; notFound: string },
) {
  return bankCallable(async (caller, data): Promise<{ noteId: string }> => {
    const input = parseInput(schema, data);
    const { ref, notFound } = target(input);
    return { noteId: await addStaffNote(ref, notFound, caller.uid, input.body) };
  });
}

/**
 * A phone number as stored: E.164 in settings/queue's default country when it reads as a valid
 * number there (an international one with its + always does), else as typed (trimmed), so that
 * a number valid somewhere the library does not guess is never refused.
 */
export async function storedPhone(typed: string): Promise<string> {
  const { defaultPhoneCountry } = await loadQueueSettings();
  return normalisePhone(typed, defaultPhoneCountry) ?? typed.trim();
}

/** sha256 hex of the normalised ID number (an exact search, never shown); null when none. */
export function idNumberHashOf(idNumber: string): string | null {
  const normalised = normaliseBankIdNumber(idNumber);
  return normalised ? createHash('sha256').update(normalised).digest('hex') : null;
}

/** A client's details as stored on bankClients/{id} (the full ID number goes to private/). */
export function clientDetailFields(details: BankClientDetails, phone: string) {
  return {
    name: details.name,
    phone,
    email: details.email ? details.email.toLowerCase() : null,
    countryOfResidence: details.countryOfResidence,
    address: details.address,
    idType: details.idType,
    idNumberMasked: maskBankNumber(details.idNumber || null),
    idNumberHash: idNumberHashOf(details.idNumber),
    products: details.products,
    searchTokens: bankClientSearchTokens({ name: details.name, phone }),
  };
}

/** A history entry of a bank record (by, byName and at from the server, at the commit time). */
export function addBankHistory(
  transaction: Transaction,
  recordRef: DocumentReference,
  actor: { uid: string; name: string | null },
  entry: { kind: BankHistoryKind; from: string | null; to: string | null; note: string | null },
): void {
  transaction.create(recordRef.collection(SUBCOLLECTIONS.history).doc(), {
    ...entry,
    by: actor.uid,
    byName: actor.name,
    at: FieldValue.serverTimestamp(),
  });
}

/** What a new client starts with besides its details and agent (createBankClient, convert). */
export interface NewClient {
  fields: ReturnType<typeof clientDetailFields>;
  idNumber: string;
  agent: Actor;
  creator: Actor;
  request: { id: string; reference: string | null } | null;
}

/**
 * Creates bankClients/{autoId} (status prospect), its private/numbers and its 'created' history
 * entry inside `transaction` (writes only: call it after every read). Answers the new client's
 * reference.
 */
export function createClientIn(transaction: Transaction, client: NewClient): DocumentReference {
  const ref = db.collection(COLLECTIONS.bankClients).doc();
  const now = FieldValue.serverTimestamp();
  transaction.create(ref, {
    ...client.fields,
    accountNumberMasked: null,
    status: 'prospect',
    agentId: client.agent.uid,
    agentName: client.agent.name,
    requestId: client.request?.id ?? null,
    requestReference: client.request?.reference ?? null,
    activationCount: 0,
    activatedAt: null,
    openingDepositCents: 0,
    createdAt: now,
    createdBy: client.creator.uid,
    updatedAt: now,
    statusChangedAt: now,
  });
  transaction.create(bankClientNumbersRef(ref.id), {
    idNumber: client.idNumber,
    accountNumber: '',
  });
  addBankHistory(transaction, ref, client.creator, {
    kind: 'created',
    from: null,
    to: 'prospect',
    note: client.request?.reference ? `From request ${client.request.reference}` : null,
  });
  return ref;
}
