import type { ReactNode } from 'react';

export interface StatusFilterChipsProps<S extends string> {
  /** The navigation's accessible name. */
  label: string;
  statuses: readonly S[];
  /** The status filter: '' for all. */
  selected: string;
  onSelect: (status: S | '') => void;
  allLabel: string;
  statusLabel: (status: S) => string;
  /** How many there are in all and in each status; undefined while unknown ('…'). */
  total: number | undefined;
  count: (status: S) => number | undefined;
  /** Shown after the chips (a failure to count, say). */
  children?: ReactNode;
}

const shown = (count: number | undefined) => (count === undefined ? '…' : String(count));

/** A list's counts per status as chips: 'all' then each status; pressing one filters by it. */
export function StatusFilterChips<S extends string>({
  label,
  statuses,
  selected,
  onSelect,
  allLabel,
  statusLabel,
  total,
  count,
  children,
}: StatusFilterChipsProps<S>) {
  return (
    <nav aria-label={label}>
      <ul className="filter-chips">
        <li>
          <button
            type="button"
            className="toggle-chip filter-chip"
            aria-pressed={selected === ''}
            onClick={() => onSelect('')}
          >
            {allLabel} <span className="filter-chip__count">{shown(total)}</span>
          </button>
        </li>
        {statuses.map((status) => (
          <li key={status}>
            <button
              type="button"
              className="toggle-chip filter-chip"
              aria-pressed={selected === status}
              onClick={() => onSelect(status)}
            >
              {statusLabel(status)}{' '}
              <span className="filter-chip__count" data-testid={`status-count-${status}`}>
                {shown(count(status))}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

/**
 * The chips of a list whose counts come from one read (a count per status): the total is their
 * sum, '…' while they load, and `failedLabel` under the chips when they could not be read.
 */
export function StatusCountChips<S extends string>({
  counts,
  failedLabel,
  ...props
}: Omit<StatusFilterChipsProps<S>, 'total' | 'count' | 'children'> & {
  counts: { data?: Readonly<Record<S, number>>; isError: boolean };
  failedLabel: string;
}) {
  const { data } = counts;
  const total = data ? props.statuses.reduce((sum, status) => sum + data[status], 0) : undefined;
  return (
    <StatusFilterChips {...props} total={total} count={(status) => data?.[status]}>
      {counts.isError && <p className="text-muted">{failedLabel}</p>}
    </StatusFilterChips>
  );
}
