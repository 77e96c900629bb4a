import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface DetailPageHeaderProps {
  /** The list the record belongs to, linked above the title. */
  backTo: string;
  backLabel: string;
  title: ReactNode;
}

/** A record's page heading: the way back to its list, then its title. */
export function DetailPageHeader({ backTo, backLabel, title }: DetailPageHeaderProps) {
  return (
    <>
      <p className="page__eyebrow">
        <Link to={backTo}>{backLabel}</Link>
      </p>
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
    </>
  );
}
