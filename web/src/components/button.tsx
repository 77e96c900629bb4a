import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link, type To } from 'react-router-dom';
import { Spinner } from './spinner';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Shows a spinner, marks the button busy and ignores clicks. The button stays focusable
   * (aria-disabled, not disabled): focus on it would otherwise drop to the page while it works.
   */
  loading?: boolean;
  /** Leading icon, shown before the label. */
  icon?: ReactNode;
  /** Makes the button a link that navigates (react-router) instead of submitting. */
  to?: To;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'>): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, fullWidth && 'btn--full', className]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled = false,
  icon,
  to,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading;
  const classes = buttonClassName({ variant, size, fullWidth, className });

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const content = (
    <>
      {loading ? (
        <Spinner size="sm" className="btn__spinner" />
      ) : (
        icon && (
          <span className="btn__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      <span className="btn__label">{children}</span>
    </>
  );

  if (to !== undefined) {
    return (
      <Link
        ref={ref}
        to={to}
        className={classes}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        tabIndex={inactive ? -1 : undefined}
        onClick={handleClick}
        id={rest.id}
        title={rest.title}
        aria-label={rest['aria-label']}
      >
        {content}
      </Link>
    );
  }

  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {content}
    </button>
  );
}
