import type { ReactNode } from 'react';

/**
 * A page of its own for signing in or setting a password: the card with its title and lead
 * around the form, and what follows the card (`after`).
 */
export function AuthCard({
  className,
  titleId,
  title,
  lead,
  after,
  children,
}: {
  /** The section's class ('auth-page', with 'page' inside the back office's layout). */
  className: string;
  titleId: string;
  title: string;
  lead: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="card auth-page__card">
        <h1 id={titleId} className="page__title">
          {title}
        </h1>
        <p className="page__lead">{lead}</p>
        {children}
      </div>
      {after}
    </section>
  );
}
