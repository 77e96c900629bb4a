import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import type { SessionUser } from '../../features/auth/machines/auth-session-machine';

/**
 * A back-office page whose content needs the signed-in user: until the session has loaded it
 * shows the route's title and a spinner. Not a route of its own.
 */
export function SessionUserPage({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  if (!user) {
    return (
      <StaffPage>
        <Spinner label={t('shell.loadingSession')} />
      </StaffPage>
    );
  }
  return (
    <section className="page" aria-labelledby="page-title">
      {children(user)}
    </section>
  );
}

/**
 * A back-office page under its route's title (StaffPage) whose content needs the signed-in user:
 * a spinner under the title until the session has loaded.
 */
export function TitledSessionUserPage({
  children,
}: {
  children: (user: SessionUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  return (
    <StaffPage>{user ? children(user) : <Spinner label={t('shell.loadingSession')} />}</StaffPage>
  );
}

/**
 * The back-office page of one record, named by the route's `param` (a task, a user): keyed by
 * it, so another record's page starts afresh (its own forms, no old error).
 */
export function RecordSessionPage({
  param,
  children,
}: {
  param: string;
  children: (id: string, user: SessionUser) => ReactNode;
}) {
  const id = useParams()[param] ?? '';
  return (
    <SessionUserPage>
      {(user) => <Fragment key={id}>{children(id, user)}</Fragment>}
    </SessionUserPage>
  );
}
