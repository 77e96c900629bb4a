import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  title: string;
  /** Defaults to a short "coming soon" line. */
  note?: ReactNode;
}

/** Stand-in content for a page whose feature has not been built yet. */
export function PagePlaceholder({ title, note }: PagePlaceholderProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <p className="page__lead">{note ?? 'This feature is coming soon.'}</p>
    </section>
  );
}
