import { APPLICATION_TRANSITIONS, type ApplicationStatus } from '@centre/domain/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, type ButtonVariant } from '../../../components/button';
import type { ApplicationRecord } from '../api/application-record';
import { getApplication } from '../api/get-application';
import { updateApplicationStatus } from '../api/update-application-status';
import { APPLICATION_ERRORS, isPermissionDenied, updateErrorMessage } from '../utils/error-message';
import { invalidateApplication } from '../utils/invalidate';
import { formatDateTime, STATUS_ACTION_LABELS, STATUS_LABELS } from '../utils/labels';
import { StatusBadge } from './badges';

export const STATUS_NOTE_MAX = 500;

const ACTION_VARIANTS: Partial<Record<ApplicationStatus, ButtonVariant>> = {
  approved: 'primary',
  rejected: 'danger',
  withdrawn: 'outline',
};

interface StatusPanelProps {
  application: ApplicationRecord;
  canManage: boolean;
  currentUid: string;
}

/** The current status and, for managers of applications, only the moves the workflow allows. */
export function StatusPanel({ application, canManage, currentUid }: StatusPanelProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nextStatuses = APPLICATION_TRANSITIONS[application.status];

  const mutation = useMutation({
    mutationFn: (status: ApplicationStatus) =>
      updateApplicationStatus({
        applicationId: application.id,
        status,
        statusNote: note.trim(),
        updatedBy: currentUid,
      }),
    onSuccess: (_result, status) => {
      setNote('');
      setError(null);
      toast.success(`Status changed to ${STATUS_LABELS[status]}.`);
      return invalidateApplication(queryClient, application.id);
    },
    onError: async (failure) => {
      let message = updateErrorMessage(failure);
      // Rules refuse a move that is no longer allowed because someone else moved it first.
      if (isPermissionDenied(failure)) {
        const latest = await getApplication(application.id).catch(() => null);
        if (latest && latest.status !== application.status) message = APPLICATION_ERRORS.conflict;
        await invalidateApplication(queryClient, application.id);
      }
      setError(message);
      toast.error(message);
    },
  });

  return (
    <>
      <div className="apps-status-current">
        <span>Current status:</span>
        <StatusBadge status={application.status} testId="application-status" />
        {application.statusChangedAt && (
          <span className="apps-muted">since {formatDateTime(application.statusChangedAt)}</span>
        )}
      </div>
      {application.statusNote && (
        <p>
          <span className="apps-muted">Note with the last change:</span> {application.statusNote}
        </p>
      )}

      {!canManage ? (
        <p className="apps-muted">You can view this application but not change it.</p>
      ) : nextStatuses.length === 0 ? (
        <p className="apps-muted">This application is closed: its status cannot change any more.</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-note`} className="field__label">
              Note with the change (optional)
            </label>
            <textarea
              id={`${id}-note`}
              className="field__input apps-textarea"
              maxLength={STATUS_NOTE_MAX}
              value={note}
              aria-describedby={`${id}-note-count`}
              onChange={(event) => setNote(event.target.value)}
            />
            <p id={`${id}-note-count`} className="field__helper">
              {note.length} of {STATUS_NOTE_MAX} characters
            </p>
          </div>
          <div className="apps-actions" role="group" aria-label="Change status">
            {nextStatuses.map((status) => (
              <Button
                key={status}
                variant={ACTION_VARIANTS[status] ?? 'secondary'}
                loading={mutation.isPending && mutation.variables === status}
                disabled={mutation.isPending}
                onClick={() => mutation.mutate(status)}
              >
                {STATUS_ACTION_LABELS[status]}
              </Button>
            ))}
          </div>
        </>
      )}
      {error && (
        <p className="apps-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
