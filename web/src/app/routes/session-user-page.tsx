import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { useAuthSession } from '../../features/auth/auth-session';
import type { SessionUser } from '../../features/auth/machines/auth-session-machine';

/**
 * A back-office page whose content needs the signed-in user: until the session has loaded it
 * shows the page's title and a spinner. Not a route of its own.
 */
export function SessionUserPage({
  title,
  children,
}: {
  title: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const { user } = useAuthSession();
  return (
    <section className="page" aria-labelledby="page-title">
      {user ? (
        children(user)
      ) : (
        <>
          <h1 id="page-title" className="page__title">
            {title}
          </h1>
          <Spinner label="Loading your session" />
        </>
      )}
    </section>
  );
}
