interface SpinnerProps {
  /** Read by screen readers in place of the animation. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={['spinner', `spinner--${size}`, className].filter(Boolean).join(' ')}
    >
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
