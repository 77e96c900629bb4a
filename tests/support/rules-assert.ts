import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { SUBCOLLECTIONS } from '@centre/domain/collections';
import { describe, expect, it } from 'vitest';
import {
  STAFF_ACTOR_NAMES,
  accessTable,
  type Actor,
  type Operation,
  type StaffActor,
} from './rules-actors';
import type { useRulesEnvironment } from './rules-environment';

/** A denial must be the rules' own: code exactly 'permission-denied'. */
export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  const error = (await assertFails(operation)) as { code?: string };
  expect(error.code).toBe('permission-denied');
}

/** The Storage rules' own denial: code exactly 'storage/unauthorized'. */
export async function expectUnauthorized(operation: Promise<unknown>): Promise<void> {
  const error = (await assertFails(operation)) as { code?: string };
  expect(error.code).toBe('storage/unauthorized');
}

export async function expectAllowed(operation: Promise<unknown>): Promise<void> {
  await assertSucceeds(operation);
}

export function expectAccess(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  return allowed ? expectAllowed(operation) : expectDenied(operation);
}

/**
 * One test per row of `actors x operation`: it succeeds for the actors `allowed` lists for that
 * operation and is denied (exactly 'permission-denied') for every other.
 */
export function itChecksAccess<A extends Actor>(
  actors: readonly A[],
  allowed: Record<Operation, readonly NoInfer<A>[]>,
  operations: Record<Operation, (actor: NoInfer<A>) => Promise<unknown>>,
): void {
  it.each(accessTable(actors, allowed))(
    '$actor $operation -> allowed: $allowed',
    ({ actor, operation, allowed: ok }) => expectAccess(ok, operations[operation](actor)),
  );
}

/** Who may read (get, and list unless `list` says otherwise); no client writes. */
export function readOnly<A extends Actor = StaffActor>(
  get: readonly A[],
  list: readonly A[] = get,
): Record<Operation, readonly A[]> {
  return { get, list, create: [], update: [], delete: [] };
}

/** The role x operation table of one collection (or document) `name`, over the staff actors. */
export function describeStaffAccess(
  name: string,
  allowed: Record<Operation, readonly StaffActor[]>,
  operations: Record<Operation, (actor: StaffActor) => Promise<unknown>>,
): void {
  describe(`${name}: role x operation`, () =>
    itChecksAccess(STAFF_ACTOR_NAMES, allowed, operations));
}

/**
 * The table of a workflow record's history, `collection/{id}/history`, over the staff actors:
 * `readers` get and list the entries of record `id` (entry `eventId`); no client writes one, as
 * the callables and triggers do.
 */
export function describeHistoryAccess({
  collection,
  id,
  eventId = 'event-1',
  readers,
  documentOperations,
}: {
  collection: string;
  id: string;
  eventId?: string;
  readers: readonly StaffActor[];
  documentOperations: ReturnType<typeof useRulesEnvironment>['documentOperations'];
}): void {
  describeStaffAccess(
    `${collection}/{id}/${SUBCOLLECTIONS.history}`,
    readOnly(readers),
    documentOperations(`${collection}/${id}/${SUBCOLLECTIONS.history}`, eventId, { note: 'x' }),
  );
}
