import type { COLLECTIONS } from '@centre/domain/collections';

/** The name of a collection of records (`COLLECTIONS`): the root of its key factory. */
export type RecordCollection = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/**
 * The trunk every record's key factory shares (docs/architecture.md §4): all -> lists ->
 * details -> detail(id) -> history(id) / notes(id). A change invalidates the lists and that
 * record's detail, which covers its history and notes; each factory adds its own lists and reads
 * to the trunk. `collection` names where the records are, so a read of one record, its history
 * or its notes takes the factory alone and cannot pair one collection with another's keys.
 */
export function recordKeys<const Root extends RecordCollection>(root: Root) {
  const all = [root] as const;
  const details = () => [...all, 'detail'] as const;
  const detail = (id: string) => [...details(), id] as const;
  return {
    collection: root,
    all,
    lists: () => [...all, 'list'] as const,
    details,
    detail,
    history: (id: string) => [...detail(id), 'history'] as const,
    notes: (id: string) => [...detail(id), 'notes'] as const,
  };
}
