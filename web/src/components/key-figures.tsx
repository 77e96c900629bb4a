import './key-figures.css';

export interface KeyFigure {
  label: string;
  value: string | number;
  testId?: string;
}

/** A page's key figures (a report's, the commission totals): each named, large, in a row. */
export function KeyFigures({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly KeyFigure[];
  /** Added to the list's own class (`key-figures`). */
  className?: string;
}) {
  return (
    <dl className={['key-figures', className].filter(Boolean).join(' ')} aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
