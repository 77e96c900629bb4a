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

/** A record's status in a pill: its label, in the tone its feature gives it (default: in progress). */
export function StatusPill<TStatus extends string>({
  status,
  tones,
  label,
  testId,
}: {
  status: TStatus;
  tones: Readonly<Partial<Record<TStatus, PillTone>>>;
  label: (status: TStatus) => string;
  testId?: string;
}) {
  return (
    <Pill tone={tones[status]} testId={testId}>
      {label(status)}
    </Pill>
  );
}
