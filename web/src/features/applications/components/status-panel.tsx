import { COLLECTIONS } from '@centre/domain/collections';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES_NEEDING_NOTE,
  APPLICATION_TRANSITIONS,
  STATUS_NOTE_MAX,
  type ApplicationStatus,
} from '@centre/domain/applications';
import { useTranslation } from 'react-i18next';
import type { ButtonVariant } from '../../../components/button';
import { RecordCurrentStatus } from '../../../components/record-current-status';
import { ToastedStatusActions } from '../../../components/toasted-status-actions';
import { translateMessage } from '../../../lib/messages';
import type { ApplicationRecord } from '../../../data/applications/converter';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { updateErrorMessage } from '../utils/error-message';
import { STATUS_ACTION_LABELS, statusLabel } from '../utils/labels';
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
  const { t } = useTranslation('applications');
  const mutation = useUpdateApplicationStatus();

  return (
    <>
      <RecordCurrentStatus
        pill={<StatusBadge status={application.status} testId="application-status" />}
        changedAt={application.statusChangedAt}
        note={application.statusNote}
        words={(key, values) => t(`status.${key}`, values)}
      />
      <ToastedStatusActions
        subject="application"
        record={`${COLLECTIONS.applications}/${application.id}`}
        nextStatuses={APPLICATION_TRANSITIONS[application.status]}
        actionLabels={STATUS_ACTION_LABELS}
        actionVariants={ACTION_VARIANTS}
        canManage={canManage}
        noteMax={STATUS_NOTE_MAX}
        noteLabel={t('status.noteLabel')}
        noteRequiredFor={APPLICATION_STATUSES_NEEDING_NOTE}
        noteRequiredMessage={translateMessage(APPLICATION_MESSAGES.noteRequired)}
        change={(status: ApplicationStatus, statusNote) =>
          mutation.mutateAsync({
            applicationId: application.id,
            status,
            statusNote,
            expectedStatus: application.status,
          })
        }
        // failed-precondition: someone else moved the application first (the callable compares
        // the status this page showed); the mutation re-reads the application when it settles,
        // so the page then shows the latest version.
        describeError={updateErrorMessage}
        changedMessage={(status) => t('status.changed', { status: statusLabel(status) })}
      />
    </>
  );
}
