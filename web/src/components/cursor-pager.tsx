import { useState, type ReactNode } from 'react';
import { Button } from './button';

/**
 * The cursors of a back-office list's pages (docs/architecture.md §4: never an offset). The stack
 * belongs to one set of filters (`key`): any change starts again at page 1.
 */
export function useCursorStack<TCursor>(key: string) {
  const [pager, setPager] = useState<{ key: string; cursors: TCursor[] }>({ key, cursors: [] });
  const cursors = pager.key === key ? pager.cursors : [];
  return {
    pageIndex: cursors.length,
    /** Where the current page starts: the last document of the page before it. */
    after: cursors.at(-1) ?? null,
    /** To the page after the one that ended at `last` (nothing when there is none). */
    goNext: (last: TCursor | null | undefined) => {
      if (last) setPager({ key, cursors: [...cursors, last] });
    },
    goPrevious: () => setPager({ key, cursors: cursors.slice(0, -1) }),
  };
}

/** Previous and next page of a list, with where the user is. */
export function CursorPager({
  label,
  summary,
  pageIndex,
  hasNext,
  fetching,
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
}: {
  label: string;
  summary: ReactNode;
  pageIndex: number;
  hasNext: boolean;
  fetching: boolean;
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <nav className="apps-pager" aria-label={label}>
      <p>{summary}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={pageIndex === 0 || fetching}
        onClick={onPrevious}
      >
        {previousLabel}
      </Button>
      <Button variant="outline" size="sm" disabled={!hasNext || fetching} onClick={onNext}>
        {nextLabel}
      </Button>
    </nav>
  );
}
