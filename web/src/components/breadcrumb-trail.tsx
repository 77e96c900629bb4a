import { Link } from 'react-router-dom';
import './breadcrumb-trail.css';

interface BreadcrumbTrailProps {
  /** The navigation's name ('Breadcrumb'), in the page's language. */
  label: string;
  /** The list the page belongs to. */
  parentTo: string;
  parentLabel: string;
  /** This page's name. */
  current: string;
  /** The language of `current` when it is not the page's (a job offer's own title). */
  currentLang?: string;
}

/** A public record's way back: its list, then itself as the current page. */
export function BreadcrumbTrail({
  label,
  parentTo,
  parentLabel,
  current,
  currentLang,
}: BreadcrumbTrailProps) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        <li>
          <Link to={parentTo}>{parentLabel}</Link>
        </li>
        <li aria-current="page" lang={currentLang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
