import {
  APPLICATION_TRANSITIONS,
  STATUS_NOTE_MAX,
  type ApplicationStatus,
} from '@centre/domain/applications';
import toast from 'react-hot-toast';
import type { ButtonVariant } from '../../../components/button';
import { StatusTransitionActions } from '../../../components/status-transition-actions';
import { isPermissionDenied } from '../../../lib/error-code';
import type { ApplicationRecord } from '../../../data/applications/converter';
import { getApplication } from '../../../data/applications/get-application';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { APPLICATION_ERRORS, updateErrorMessage } from '../utils/error-message';
import { STATUS_ACTION_LABELS, STATUS_LABELS } from '../utils/labels';
import { formatDateTime } from '../../../lib/format';
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
export function StatusPanel({ application, canManage, currentUid }: StatusPanelProps) {
  const mutation = useUpdateApplicationStatus();

  async function changeStatus(status: ApplicationStatus, statusNote: string) {
    try {
      await mutation.mutateAsync({
        applicationId: application.id,
        status,
        statusNote,
        updatedBy: currentUid,
      });
    } catch (failure) {
      let message = updateErrorMessage(failure);
      // Rules refuse a move that is no longer allowed because someone else moved it first.
      if (isPermissionDenied(failure)) {
        const latest = await getApplication(application.id).catch(() => null);
        if (latest && latest.status !== application.status) message = APPLICATION_ERRORS.conflict;
      }
      toast.error(message);
      return message;
    }
    toast.success(`Status changed to ${STATUS_LABELS[status]}.`);
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
