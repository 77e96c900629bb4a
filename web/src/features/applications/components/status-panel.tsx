import {
  APPLICATION_TRANSITIONS,
  STATUS_NOTE_MAX,
  type ApplicationStatus,
} from '@centre/domain/applications';
import toast from 'react-hot-toast';
import type { ButtonVariant } from '../../../components/button';
import { StatusTransitionActions } from '../../../components/status-transition-actions';
import type { ApplicationRecord } from '../../../data/applications/converter';
import { formatDateTime, labelOf } from '../../../lib/format';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { updateErrorMessage } from '../utils/error-message';
import { STATUS_ACTION_LABELS, STATUS_LABELS } from '../utils/labels';
import { StatusBadge } from './badges';

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
export function StatusPanel({ application, canManage }: StatusPanelProps) {
  const mutation = useUpdateApplicationStatus();

  async function changeStatus(status: ApplicationStatus, statusNote: string) {
    try {
      await mutation.mutateAsync({
        applicationId: application.id,
        status,
        statusNote,
        expectedStatus: application.status,
      });
    } catch (failure) {
      // failed-precondition: someone else moved the application first (the callable compares
      // the status this page showed); the mutation re-reads the application when it settles, so
      // the page then shows the latest version.
      const message = updateErrorMessage(failure);
      toast.error(message);
      return message;
    }
    toast.success(`Status changed to ${labelOf(STATUS_LABELS, status)}.`);
    return null;
  }

  return (
    <>
      <div className="status-current">
        <span>Current status:</span>
        <StatusBadge status={application.status} testId="application-status" />
        {application.statusChangedAt && (
          <span className="text-muted">since {formatDateTime(application.statusChangedAt)}</span>
        )}
      </div>
      {application.statusNote && (
        <p>
          <span className="text-muted">Note with the last change:</span> {application.statusNote}
        </p>
      )}
      <StatusTransitionActions
        subject="application"
        nextStatuses={APPLICATION_TRANSITIONS[application.status]}
        actionLabels={STATUS_ACTION_LABELS}
        actionVariants={ACTION_VARIANTS}
        canManage={canManage}
        noteMax={STATUS_NOTE_MAX}
        onChange={changeStatus}
      />
    </>
  );
}
