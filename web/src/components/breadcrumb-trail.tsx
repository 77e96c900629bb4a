import { Link } from 'react-router-dom';

interface BreadcrumbTrailProps {
  /** The navigation's name ('Breadcrumb'), in the page's language. */
  label: string;
  /** The list the page belongs to. */
  parentTo: string;
  parentLabel: string;
  /** This page's name. */
  current: string;
}

/** A public record's way back: its list, then itself as the current page. */
export function BreadcrumbTrail({ label, parentTo, parentLabel, current }: BreadcrumbTrailProps) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        <li>
          <Link to={parentTo}>{parentLabel}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
