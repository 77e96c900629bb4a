// What every public submission collection (applications, licence renewals) denies to the public
// form, for the rules suites: the document is keyed by the browser's clientRequestId (a UUID),
// holds exactly the public keys, starts as 'submitted' and is stamped with the request time.
import {
  addDoc,
  collection as collectionOf,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  type Timestamp,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  STAFF_ACTOR_NAMES,
  uidOf,
  type Operation,
  type RulesDb,
  type StaffActor,
} from './rules-actors';
import { expectDenied, itChecksAccess, readOnly } from './rules-assert';
import type { useRulesEnvironment } from './rules-environment';

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
 * The tables of the trail seedHistoryAndNote leaves on a submission `collection/id`: `readers`
 * read its history and its notes, and no client writes either, not even an entry or a note
 * under their own uid (the trigger and the callables write them, with the server's names). A
 * forged history entry claims the status move `move`, a forged note says `noteBody`;
 * `moreNoteTests` adds a suite's own cases to the notes' describe, writing through `writeNote`.
 */
export function describeSubmissionTrail({
  collection,
  id,
  readers,
  move,
  noteBody,
  env: { dbOf, documentOperations },
  moreNoteTests,
}: {
  collection: string;
  id: string;
  readers: readonly StaffActor[];
  move: { from: string; to: string };
  noteBody: string;
  env: Pick<ReturnType<typeof useRulesEnvironment>, 'dbOf' | 'documentOperations'>;
  moreNoteTests?: (
    writeNote: (actor: StaffActor, fields?: Record<string, unknown>) => Promise<unknown>,
  ) => void;
}): void {
  describe(`${collection}/{id}/history: written only by functions`, () => {
    const history = `${collection}/${id}/${SUBCOLLECTIONS.history}`;
    itChecksAccess(STAFF_ACTOR_NAMES, readOnly(readers), {
      ...documentOperations(history, 'event-1', { note: 'rewritten' }),
      create: (actor) =>
        setDoc(doc(dbOf(actor), history, 'event-2'), {
          kind: 'status',
          ...move,
          by: uidOf(actor),
          at: serverTimestamp(),
        }),
    });
  });

  describe(`${collection}/{id}/notes: internal staff notes`, () => {
    const notes = `${collection}/${id}/${SUBCOLLECTIONS.notes}`;
    const writeNote = (actor: StaffActor, fields: Record<string, unknown> = {}) =>
      addDoc(collectionOf(dbOf(actor), notes), {
        body: noteBody,
        authorId: uidOf(actor),
        authorName: `${actor} name`,
        createdAt: serverTimestamp(),
        ...fields,
      });
    itChecksAccess(STAFF_ACTOR_NAMES, readOnly(readers), {
      ...documentOperations(notes, 'note-1', { body: 'Edited' }),
      create: (actor) => writeNote(actor),
    });
    moreNoteTests?.(writeNote);
  });
}

/**
 * `collection` (applicationReferences, licenceRenewalReferences): the reservations the reference
 * trigger writes to keep a submission's reference unique. No client, however privileged, reads
 * `reference` or writes a reservation `data`.
 */
export function describeReferenceReservations({
  collection,
  reference,
  data,
  dbOf,
}: {
  collection: string;
  reference: string;
  data: Record<string, unknown>;
  dbOf: (actor: StaffActor) => RulesDb;
}): void {
  describe(`${collection}: the reservations of the reference trigger`, () => {
    it.each(STAFF_ACTOR_NAMES)('denies %s reading or writing one', async (actor) => {
      const ref = doc(dbOf(actor), collection, reference);
      await expectDenied(getDoc(ref));
      await expectDenied(setDoc(ref, data));
    });
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
