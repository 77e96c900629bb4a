import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { PageSection } from '../../../components/page-section';
import { QueryState } from '../../../components/query-state';
import { RichText } from '../../../components/rich-text';
import type { ExamSessionRecord } from '../api/get-open-exam-sessions';
import type { useOpenExamSessions } from '../hooks/use-open-exam-sessions';
import '../exam-booking.css';

/**
 * An exam booking page (the sessions, the seat form): its title and lead, and the notice whose
 * <register> link leads to the HCA registration for those who have no reference yet.
 */
export function ExamBookingPage({
  title,
  lead,
  notice,
  registrationPath,
  children,
}: {
  title: string;
  lead: string;
  notice: string;
  registrationPath: string;
  children: ReactNode;
}) {
  return (
    <PageSection className="page exam-booking-page" title={title}>
      <p className="page__lead">{lead}</p>
      <p className="notice">
        <RichText text={notice} components={{ register: <Link to={registrationPath} /> }} />
      </p>
      {children}
    </PageSection>
  );
}

/** The open sessions' read: a spinner, the failure (`loadFailed`) with a retry, then the sessions. */
export function OpenSessionsState({
  sessions,
  loadFailed,
  children,
}: {
  sessions: ReturnType<typeof useOpenExamSessions>;
  loadFailed: string;
  children: (sessions: ExamSessionRecord[]) => ReactNode;
}) {
  const { t } = useTranslation('exam-booking');
  return (
    <QueryState
      query={sessions}
      pendingLabel={t('loading')}
      error={
        <LoadFailedNotice
          message={loadFailed}
          retryLabel={t('tryAgain')}
          onRetry={() => void sessions.refetch()}
        />
      }
    >
      {children}
    </QueryState>
  );
}
