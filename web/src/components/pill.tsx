import type { ReactNode } from 'react';

/** default: in progress; warning: needs attention; danger: stopped or refused; neutral: done. */
export type PillTone = 'default' | 'warning' | 'danger' | 'neutral';

/** A short label (a status, a role) in a rounded badge coloured by its tone. */
export function Pill({
  tone = 'default',
  testId,
  children,
}: {
  tone?: PillTone;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={tone === 'default' ? 'pill' : `pill pill--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
