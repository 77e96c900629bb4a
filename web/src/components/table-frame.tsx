import type { ReactNode } from 'react';

/**
 * The frame a table scrolls in when it is wider than the screen (a phone): a group named by the
 * table's caption (`labelledBy`) or by `label`, which the keyboard can reach and scroll (WCAG
 * 2.1.1), also when no cell holds a link. A group, not a region: a landmark would repeat the
 * section around it, often named alike.
 */
export function TableFrame({
  className,
  labelledBy,
  label,
  busy,
  children,
}: {
  className: string;
  labelledBy?: string;
  label?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={className}
      role="group"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-busy={busy || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
