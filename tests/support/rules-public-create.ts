// What every public submission collection (applications, licence renewals) denies to the public
// form, for the rules suites: the document is keyed by the browser's clientRequestId (a UUID),
// holds exactly the public keys, starts as 'submitted' and is stamped with the request time.
import { doc, serverTimestamp, setDoc, type Timestamp } from 'firebase/firestore';
import { it } from 'vitest';
import { SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  STAFF_ACTOR_NAMES,
  uidOf,
  type Operation,
  type RulesDb,
  type StaffActor,
} from './rules-actors';
import { expectDenied, itChecksAccess } from './rules-assert';

/** The keys every public submission must have (domain publicSubmission schemas). */
export const PUBLIC_SUBMISSION_KEYS = [
  'clientRequestId',
  'serviceId',
  'kind',
  'applicant',
  'answers',
  'documents',
  'status',
  'source',
] as const;

/**
 * Writes a public submission as the browser does (keyed by its clientRequestId unless `id`), with
 * createdAt the request time; a suite's seed writes through it too, adding the trigger's fields.
 */
export const submitPublic = (
  db: RulesDb,
  collection: string,
  data: Record<string, unknown>,
  id?: string,
) =>
  setDoc(doc(db, collection, id ?? String(data.clientRequestId)), {
    ...data,
    createdAt: serverTimestamp(),
  });

/**
 * The role x operation table of a public submission collection: `readers` get and list it; the
 * public form needs no account, so anybody may create (and only create); nobody updates or
 * deletes, as the workflow goes through callables (tests/functions/).
 */
export function itChecksPublicSubmissionAccess(
  readers: readonly StaffActor[],
  operations: Record<Operation, (actor: StaffActor) => Promise<unknown>>,
): void {
  itChecksAccess(
    STAFF_ACTOR_NAMES,
    { get: readers, list: readers, create: STAFF_ACTOR_NAMES, update: [], delete: [] },
    operations,
  );
}

/**
 * The trail of a seeded submission `collection/id`: the 'created' history entry the trigger writes
 * ('event-1') and one staff note ('note-1') by `author`.
 */
export async function seedHistoryAndNote(
  db: RulesDb,
  collection: string,
  id: string,
  note: { body: string; author: StaffActor; authorName: string },
): Promise<void> {
  await setDoc(doc(db, collection, id, SUBCOLLECTIONS.history, 'event-1'), {
    kind: 'created',
    from: null,
    to: 'submitted',
    by: 'applicant',
    byName: null,
    at: serverTimestamp(),
    note: null,
  });
  await setDoc(doc(db, collection, id, SUBCOLLECTIONS.notes, 'note-1'), {
    body: note.body,
    authorId: uidOf(note.author),
    authorName: note.authorName,
    createdAt: serverTimestamp(),
  });
}

/**
 * One test per case the public create of `collection` must deny, named after `what` (a request, a
 * submission): a forbidden key, a missing public key, a status other than 'submitted', an id that
 * is not the clientRequestId or not a UUID, and a createdAt other than the request time.
 */
export function itDeniesMalformedPublicCreates<T extends { clientRequestId: string }>({
  what,
  collection,
  db,
  build,
  id,
  newId,
  forbidden,
  statuses,
  notUuid,
  staleCreatedAt,
}: {
  what: string;
  collection: string;
  /** The Firestore the public writes through. */
  db: () => RulesDb;
  /** A valid submission with this id. */
  build: (id: string) => T;
  /** The id of the valid submission the cases change. */
  id: string;
  newId: () => string;
  /** [key, value] pairs only the trigger or the staff may set. */
  forbidden: readonly (readonly [string, unknown])[];
  /** Every status of the workflow ('submitted' is left out here). */
  statuses: readonly string[];
  /** An id that is not a UUID. */
  notUuid: string;
  /** A createdAt other than the request time. */
  staleCreatedAt: Timestamp;
}): void {
  const valid = () => build(id);
  const submit = (data: Record<string, unknown>, asId?: string) =>
    submitPublic(db(), collection, data, asId);

  it.each(forbidden)(`denies a ${what} with the forbidden key %s`, (key, value) =>
    expectDenied(submit({ ...valid(), [key]: value })),
  );

  it.each(PUBLIC_SUBMISSION_KEYS)(`denies a ${what} without %s`, (key) => {
    const { [key]: _omitted, ...rest } = valid() as Record<string, unknown>;
    return expectDenied(submit(rest, id));
  });

  it.each(statuses.filter((status) => status !== 'submitted'))(
    `denies a ${what} with status %s`,
    (status) => expectDenied(submit({ ...valid(), status })),
  );

  it('denies an id that differs from clientRequestId, or is not a UUID', async () => {
    await expectDenied(submit(valid(), newId()));
    await expectDenied(submit(build(notUuid)));
  });

  it('denies a createdAt other than the request time', () =>
    expectDenied(setDoc(doc(db(), collection, id), { ...valid(), createdAt: staleCreatedAt })));
}
