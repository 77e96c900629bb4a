import type { ReactNode } from 'react';
import { Button } from './button';

interface FilteredCardGridProps<T extends { id: string }> {
  /** Every item read, and those the filters let through. */
  all: readonly T[];
  visible: readonly T[];
  /** The count line (how many in all, or shown of all), announced as it changes. */
  count: string;
  countClassName: string;
  /** Why there is no card: none at all, or none matching the filters. */
  empty: string;
  /** The button that clears the filters (shown when there are items to find). */
  clearLabel: string;
  onClear: () => void;
  emptyClassName?: string;
  /** Shown under the empty state's message and button (a link to help, say). */
  emptyExtra?: ReactNode;
  card: (item: T) => ReactNode;
}

/** A public list's cards under their count; an empty state that offers to clear the filters. */
export function FilteredCardGrid<T extends { id: string }>({
  all,
  visible,
  count,
  countClassName,
  empty,
  clearLabel,
  onClear,
  emptyClassName = 'page-state',
  emptyExtra,
  card,
}: FilteredCardGridProps<T>) {
  return (
    <>
      <p className={countClassName} role="status">
        {count}
      </p>
      {visible.length === 0 ? (
        <div className={emptyClassName}>
          <p>{empty}</p>
          {all.length > 0 && (
            <Button variant="outline" size="sm" onClick={onClear}>
              {clearLabel}
            </Button>
          )}
          {emptyExtra}
        </div>
      ) : (
        <ul className="card-grid">
          {visible.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
