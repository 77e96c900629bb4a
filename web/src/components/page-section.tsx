import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The page's `<h1>`: it names the section for assistive technology. */
  title: ReactNode;
  /** The section's classes; 'page' by default. */
  className?: string;
  /** 'article' for a document such as the terms or the privacy notice. */
  as?: 'section' | 'article';
  children?: ReactNode;
}

/** A public page (or one of its states: loading failed, not found) headed by its title. */
export function PageSection({
  title,
  className = 'page',
  as: Element = 'section',
  children,
}: PageSectionProps) {
  return (
    <Element className={className} aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {children}
    </Element>
  );
}
