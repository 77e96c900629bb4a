import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Read by screen readers in place of the animation, translated (default: loading). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={['spinner', `spinner--${size}`, className].filter(Boolean).join(' ')}
    >
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? <DefaultLabel />}</span>
    </span>
  );
}

/**
 * "Loading" in the page's language. Only a spinner without a label reads the `common` words: the
 * boot screen, the Suspense fallback shown while those words download, passes its own label.
 */
function DefaultLabel() {
  const { t } = useTranslation();
  return t('shell.loading');
}
