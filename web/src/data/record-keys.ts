/**
 * The trunk every record's key factory shares (docs/architecture.md §4): all -> lists ->
 * details -> detail(id) -> history(id). A change invalidates the lists and that record's
 * detail, which covers its history; each factory adds its own lists and reads to the trunk.
 */
export function recordKeys<const Root extends string>(root: Root) {
  const all = [root] as const;
  const details = () => [...all, 'detail'] as const;
  const detail = (id: string) => [...details(), id] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    details,
    detail,
    history: (id: string) => [...detail(id), 'history'] as const,
  };
}
