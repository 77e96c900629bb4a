import type { ReactNode } from 'react';
import { StaffPage } from './staff-page';
import { translateMessage } from '../lib/messages';

interface PagePlaceholderProps {
  /** Defaults to a short "coming soon" line. */
  note?: ReactNode;
}

/** Stand-in content for a page whose feature has not been built yet, under its route's title. */
export function PagePlaceholder({ note }: PagePlaceholderProps) {
  return (
    <StaffPage>
      <p className="page__lead">
        {typeof note === 'string'
          ? translateMessage(note)
          : (note ?? 'This feature is coming soon.')}
      </p>
    </StaffPage>
  );
}
