import type { ReactNode } from 'react';

/** One row of a details list (`<dl className="details-list">`): the term, then its value or '—'. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details-list__row">
      <dt>{term}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}
