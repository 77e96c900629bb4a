import { useTranslation } from 'react-i18next';
import { Fragment, useState } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/button';
import { Pill } from '../../../components/pill';
import { TableFrame } from '../../../components/table-frame';
import { QueryState } from '../../../components/query-state';
import { useCreateExamSession, type ExamSessionFields } from '../api/create-exam-session';
import { useExamSessions } from '../../../data/appointments/list-exam-sessions';
import type { ExamSessionRecord } from '../../../data/appointments/converter';
import { useUpdateExamSession, type UpdateExamSessionInput } from '../api/update-exam-session';
import { addDays, formatDay } from '../utils/dates';
import { writeErrorMessage } from '../utils/error-message';
import { CandidateList } from './candidate-list';
import { ExamSessionForm } from './exam-session-form';
import { statusTone } from './status-badge';

/** Sessions of the last month stay listed, so that attendance can still be marked. */
const PAST_DAYS_SHOWN = 30;

interface ExamSessionsPanelProps {
  canManage: boolean;
  today: string;
}

// Dates in the UI language (formatDay follows <html lang>).
const sessionLabel = (session: ExamSessionRecord) =>
  `${formatDay(session.date)} ${session.startTime}, ${session.location}`;

export function ExamSessionsPanel({ canManage, today }: ExamSessionsPanelProps) {
  const { t } = useTranslation('appointments');
  const from = addDays(today, -PAST_DAYS_SHOWN);
  const sessions = useExamSessions(from);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [candidatesOf, setCandidatesOf] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = useCreateExamSession();
  const update = useUpdateExamSession();
  const onError = (failure: unknown) => setError(writeErrorMessage(failure));

  const createSession = (fields: ExamSessionFields) =>
    create.mutate(fields, {
      onSuccess: () => {
        setCreating(false);
        setError(null);
        toast.success(t('sessions.created'));
      },
      onError,
    });

  const updateSession = (input: UpdateExamSessionInput) =>
    update.mutate(input, {
      onSuccess: () => {
        setEditing(null);
        setError(null);
        toast.success(
          input.changes.status === 'closed'
            ? t('sessions.closedToast')
            : input.changes.status === 'open'
              ? t('sessions.reopened')
              : t('sessions.saved'),
        );
      },
      onError,
    });

  return (
    <div className="appt-sessions">
      <div className="appt-section-header">
        <h2 className="appt-section-title">{t('sessions.title')}</h2>
        {canManage && !creating && (
          <Button onClick={() => setCreating(true)}>{t('sessions.new')}</Button>
        )}
      </div>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
      {creating && (
        <ExamSessionForm
          title={t('sessions.new')}
          submitLabel={t('sessions.create')}
          booked={0}
          saving={create.isPending}
          onSubmit={createSession}
          onCancel={() => setCreating(false)}
        />
      )}

      <QueryState
        query={sessions}
        pendingLabel={t('sessions.loading')}
        error={t('sessions.loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={<p className="appt-empty">{t('sessions.empty', { date: formatDay(from) })}</p>}
      >
        {(list) => (
          <TableFrame className="table-wrap" label={t('sessions.title')}>
            <table className="data-table appt-table">
              <caption className="visually-hidden">{t('sessions.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sessions.date')}</th>
                  <th scope="col">{t('sessions.time')}</th>
                  <th scope="col">{t('sessions.location')}</th>
                  <th scope="col">{t('sessions.capacity')}</th>
                  <th scope="col">{t('sessions.booked')}</th>
                  <th scope="col">{t('sessions.status')}</th>
                  <th scope="col">{t('sessions.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((session) => {
                  const label = sessionLabel(session);
                  return (
                    <Fragment key={session.id}>
                      <tr>
                        <th scope="row">{formatDay(session.date)}</th>
                        <td>{session.startTime}</td>
                        <td>{session.location}</td>
                        <td>{session.capacity}</td>
                        <td>{session.booked}</td>
                        <td>
                          <Pill tone={statusTone(session.status)}>
                            {session.status === 'open' ? t('sessions.open') : t('sessions.closed')}
                          </Pill>
                        </td>
                        <td>
                          <div
                            className="action-row action-row--tight"
                            role="group"
                            aria-label={t('sessions.actionsFor', { session: label })}
                          >
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-expanded={candidatesOf === session.id}
                              onClick={() =>
                                setCandidatesOf(candidatesOf === session.id ? null : session.id)
                              }
                            >
                              {candidatesOf === session.id
                                ? t('sessions.hideCandidates')
                                : t('sessions.candidates')}
                            </Button>
                            {canManage && (
                              <>
                                <Button
                                  size="sm"
                                  variant="outline"
                                  onClick={() =>
                                    setEditing(editing === session.id ? null : session.id)
                                  }
                                >
                                  {t('sessions.edit')}
                                </Button>
                                <Button
                                  size="sm"
                                  variant={session.status === 'open' ? 'danger' : 'secondary'}
                                  disabled={update.isPending}
                                  onClick={() =>
                                    updateSession({
                                      sessionId: session.id,
                                      changes: {
                                        status: session.status === 'open' ? 'closed' : 'open',
                                      },
                                    })
                                  }
                                >
                                  {session.status === 'open'
                                    ? t('sessions.close')
                                    : t('sessions.reopen')}
                                </Button>
                              </>
                            )}
                          </div>
                        </td>
                      </tr>
                      {editing === session.id && (
                        <tr>
                          <td colSpan={7}>
                            <ExamSessionForm
                              title={t('sessions.editTitle', { session: label })}
                              submitLabel={t('sessions.save')}
                              booked={session.booked}
                              defaultValues={{
                                date: session.date,
                                startTime: session.startTime,
                                location: session.location,
                                capacity: String(session.capacity),
                              }}
                              saving={update.isPending}
                              onSubmit={(values) =>
                                updateSession({ sessionId: session.id, changes: values })
                              }
                              onCancel={() => setEditing(null)}
                            />
                          </td>
                        </tr>
                      )}
                      {candidatesOf === session.id && (
                        <tr>
                          <td colSpan={7}>
                            <CandidateList
                              sessionId={session.id}
                              sessionLabel={label}
                              canManage={canManage}
                            />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </TableFrame>
        )}
      </QueryState>
    </div>
  );
}
