import { Fragment, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { Pill } from '../../../components/pill';
import { Spinner } from '../../../components/spinner';
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

const sessionLabel = (session: ExamSessionRecord) =>
  `${formatDay(session.date)} ${session.startTime}, ${session.location}`;

export function ExamSessionsPanel({ canManage, today }: ExamSessionsPanelProps) {
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
        toast.success('Exam session created.');
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
            ? 'Exam session closed.'
            : input.changes.status === 'open'
              ? 'Exam session reopened.'
              : 'Exam session saved.',
        );
      },
      onError,
    });

  return (
    <div className="appt-sessions">
      <div className="appt-section-header">
        <h2 className="appt-section-title">Exam sessions</h2>
        {canManage && !creating && (
          <Button onClick={() => setCreating(true)}>New exam session</Button>
        )}
      </div>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
      {creating && (
        <ExamSessionForm
          title="New exam session"
          submitLabel="Create session"
          booked={0}
          saving={create.isPending}
          onSubmit={createSession}
          onCancel={() => setCreating(false)}
        />
      )}

      {sessions.isPending ? (
        <Spinner label="Loading exam sessions" />
      ) : sessions.isError ? (
        <p className="text-error" role="alert">
          The exam sessions could not be loaded.
        </p>
      ) : sessions.data.length === 0 ? (
        <p className="appt-empty">No exam sessions from {formatDay(from)} on.</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table appt-table">
            <caption className="visually-hidden">Exam sessions</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Location</th>
                <th scope="col">Capacity</th>
                <th scope="col">Booked</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => {
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
                          {session.status === 'open' ? 'Open' : 'Closed'}
                        </Pill>
                      </td>
                      <td>
                        <div
                          className="action-row action-row--tight"
                          role="group"
                          aria-label={`Actions for ${label}`}
                        >
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-expanded={candidatesOf === session.id}
                            onClick={() =>
                              setCandidatesOf(candidatesOf === session.id ? null : session.id)
                            }
                          >
                            {candidatesOf === session.id ? 'Hide candidates' : 'Candidates'}
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
                                Edit
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
                                {session.status === 'open' ? 'Close' : 'Reopen'}
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
                            title={`Edit session ${label}`}
                            submitLabel="Save session"
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
        </div>
      )}
    </div>
  );
}
