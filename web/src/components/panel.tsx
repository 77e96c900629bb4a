import type { ReactNode } from 'react';

interface PanelProps {
  /** The heading's id, which names the section; stable in every language. */
  titleId: string;
  title: string;
  /** Spans the whole `panel-grid`. */
  wide?: boolean;
  /** The section's own classes, after 'panel'. */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** One panel of a staff page: a section named by its `<h2>`. */
export function Panel({
  titleId,
  title,
  wide = false,
  className,
  titleClassName,
  children,
}: PanelProps) {
  const classes = ['panel', className, wide && 'panel-grid__wide'].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
