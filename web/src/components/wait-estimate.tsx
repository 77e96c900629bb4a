import type { WaitEstimate as Estimate } from '@centre/domain/visits';
import { useTranslation } from 'react-i18next';

/**
 * A service's honest wait: "About 10–25 min" or "No estimate yet" (estimateWait in the domain).
 * `estimate` undefined means still loading: the line says "Checking…" and keeps its height, so
 * nothing moves when the figures arrive. A pre-rendered page read without JavaScript never gets
 * them: the build hides whatever is still busy there (scripts/build-web.mjs).
 */
export function WaitEstimate({
  estimate,
  label = true,
  className,
}: {
  estimate: Estimate | undefined;
  /** Precede the range with "Wait now:". */
  label?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const waitText = useWaitText();
  const text = waitText(estimate) || t('wait.checking');
  return (
    <span
      className={['wait-estimate', className].filter(Boolean).join(' ')}
      aria-busy={estimate === undefined}
      data-testid="wait-estimate"
    >
      {label && <span className="wait-estimate__label">{t('wait.label')}: </span>}
      <span className="wait-estimate__value">{text}</span>
    </span>
  );
}

/** The text alone, for places that compose their own sentence; empty while loading. */
export function useWaitText(): (estimate: Estimate | undefined) => string {
  const { t } = useTranslation();
  return (estimate) =>
    estimate === undefined
      ? ''
      : estimate.kind === 'range'
        ? t('wait.range', { low: estimate.lowMinutes, high: estimate.highMinutes })
        : t('wait.none');
}
