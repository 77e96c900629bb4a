import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/**
 * A page's key facts as a description list, each term over its value (a service's fee and
 * times, a job's place and terms). A fact the record does not have is given as false and left out.
 */
export function FactList({
  className,
  facts,
}: {
  className: string;
  facts: readonly (Fact | false)[];
}) {
  return (
    <dl className={className}>
      {facts
        .filter((fact): fact is Fact => fact !== false)
        .map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
