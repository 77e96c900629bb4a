import { useEffect, useRef, type ReactNode } from 'react';

interface SuccessPageProps {
  /** The section's classes, e.g. 'page booking-page'. */
  className: string;
  title: string;
  /** The success notice (the reference, say), announced with the title. */
  notice: ReactNode;
  children?: ReactNode;
}

/**
 * The page a completed booking shows: its title, focused as it appears so that the move from the
 * form is announced, and the success notice, in one polite live region; then the details.
 */
export function SuccessPage({ className, title, notice, children }: SuccessPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={className} aria-labelledby="page-title">
      <div aria-live="polite">
        <h1 id="page-title" className="page__title" tabIndex={-1} ref={heading}>
          {title}
        </h1>
        <p className="notice notice--success">{notice}</p>
      </div>
      {children}
    </section>
  );
}
