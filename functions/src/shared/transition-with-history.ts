import { SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';

/** Who made a change, as the server knows them (never as the client said). */
export interface Actor {
  uid: string;
  /** users/{uid}'s name (staffNameOf), read in the change's transaction. */
  name: string;
}

/** A history entry as the workflow describes it; by, byName and at are the server's. */
export type HistoryFields = Record<string, unknown>;

/** What a workflow step decided, once it has seen the record and the actor. */
export interface TransitionPlan<S extends string, Result> {
  /** The status to move to; omitted (or the current one) when the status does not change. */
  status?: S;
  /** The other fields to write. updatedAt (the commit time) is added. */
  fields?: Record<string, unknown>;
  /** The entries to append to `{record}/history`, each completed with by, byName and at. */
  history: HistoryFields[];
  result: Result;
}

export interface TransitionRequest<R extends { status: S }, S extends string, Result> {
  ref: DocumentReference;
  /** Parses the stored document with the domain schema (see parseRecord). */
  parse: (snapshot: DocumentSnapshot) => R;
  /** The domain's transition table: the statuses each status may move to. */
  transitions: Readonly<Record<S, readonly S[]>>;
  /** `uid` of the caller, from their token (requirePermission). */
  actorUid: string;
  /**
   * The status the caller saw. When the record has moved on since, the change is refused
   * (`failed-precondition`, messages.stale) rather than applied to a record they did not see.
   */
  expectedStatus?: S;
  messages: { notFound: string; notAllowed: string; stale: string };
  /**
   * Decides the change from the parsed record and the actor; may read more documents in the
   * transaction (before any write) and write related ones (a slot's freed place). Returns null
   * when there is nothing to do (a retried call that already took effect).
   */
  plan: (
    current: R,
    actor: Actor,
    transaction: Transaction,
  ) => TransitionPlan<S, Result> | null | Promise<TransitionPlan<S, Result> | null>;
  transactionOptions?: { maxAttempts?: number };
  /** Also write updatedBy: the actor's uid (tasks, visits). */
  stampUpdatedBy?: boolean;
}

/** The answer: the plan's result, and whether anything was written (false for a no-op retry). */
export interface TransitionOutcome<Result> {
  changed: boolean;
  result: Result | null;
}

/**
 * Every staff workflow step (applications, appointments), in ONE Firestore transaction: read the
 * record and the actor's users/{uid}; parse the record with its domain schema; refuse a stale
 * view or a move outside the domain's transition table with `failed-precondition` (never
 * `internal`); write the new status and fields with updatedAt, and the history entries with
 * by/byName (the actor, from the server) and at (the commit time, the same as updatedAt).
 */
export async function transitionWithHistory<R extends { status: S }, S extends string, Result>(
  request: TransitionRequest<R, S, Result>,
): Promise<TransitionOutcome<Result>> {
  const { ref, parse, transitions, actorUid, expectedStatus, messages, plan } = request;
  return db.runTransaction(async (transaction) => {
    const [snapshot, staff] = await Promise.all([
      transaction.get(ref),
      readStaffRecord(transaction, actorUid),
    ]);
    if (!snapshot.exists) throw new HttpsError('not-found', messages.notFound);
    const current = parse(snapshot);
    const actor: Actor = { uid: actorUid, name: staffNameOf(staff) };

    const decided = await plan(current, actor, transaction);
    if (!decided) return { changed: false, result: null };
    const moves = decided.status !== undefined && decided.status !== current.status;
    if (moves && expectedStatus !== undefined && expectedStatus !== current.status) {
      throw new HttpsError('failed-precondition', messages.stale);
    }
    if (moves && !(transitions[current.status] ?? []).includes(decided.status as S)) {
      throw new HttpsError('failed-precondition', messages.notAllowed);
    }

    transaction.update(ref, {
      ...decided.fields,
      ...(moves ? { status: decided.status } : {}),
      ...(request.stampUpdatedBy ? { updatedBy: actor.uid } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const history = ref.collection(SUBCOLLECTIONS.history);
    for (const entry of decided.history) {
      transaction.create(history.doc(), {
        ...entry,
        by: actor.uid,
        byName: actor.name,
        at: FieldValue.serverTimestamp(),
      });
    }
    return { changed: true, result: decided.result };
  }, request.transactionOptions);
}
