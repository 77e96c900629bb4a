import type { ReactNode } from 'react';

interface PanelProps {
  /** The heading's id, which names the section; stable in every language. */
  titleId: string;
  title: string;
  /** Spans the whole `panel-grid`. */
  wide?: boolean;
  children: ReactNode;
}

/** One panel of a staff detail page: a section named by its `<h2>`. */
export function Panel({ titleId, title, wide = false, children }: PanelProps) {
  return (
    <section className={wide ? 'panel panel-grid__wide' : 'panel'} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
