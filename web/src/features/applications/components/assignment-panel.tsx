import { APPLICATION_PRIORITIES } from '@centre/domain/applications';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AssigneeForm,
  SaveRow,
  useSavedSelection,
  useSaveWithMessages,
} from '../../../components/assignee-form';
import type { ApplicationRecord } from '../../../data/applications/converter';
import { useUpdateApplicationAssignment } from '../api/update-application-assignment';
import {
  useUpdateApplicationPriority,
  type ApplicationPriority,
} from '../api/update-application-priority';
import type { StaffOption } from '../types';
import { updateErrorMessage } from '../utils/error-message';
import { PRIORITY_LABELS } from '../utils/labels';
import { PriorityBadge } from './badges';
import { SelectInput } from '../../../components/select-input';
import { labelOf } from '../../../lib/labels';

interface AssignmentPanelProps {
  application: ApplicationRecord;
  canManage: boolean;
  currentUid: string;
  staffOptions: readonly StaffOption[] | undefined;
  staffUnavailable?: boolean;
}

/** Who works on the application and how urgent it is. */
export function AssignmentPanel(props: AssignmentPanelProps) {
  const { t } = useTranslation('applications');
  const { application, canManage } = props;
  if (!canManage) {
    return (
      <dl className="details-list">
        <dt>{t('assignment.assignee')}</dt>
        <dd>
          {application.assignedTo
            ? (application.assignedToName ?? application.assignedTo)
            : t('assignment.unassigned')}
        </dd>
        <dt>{t('assignment.priority')}</dt>
        <dd>
          <PriorityBadge priority={application.priority} />
        </dd>
      </dl>
    );
  }
  return (
    <>
      {/* No keys: a refreshed record resets each select to the saved value (useSavedSelection)
          and the save button keeps focus. */}
      <ApplicationAssigneeForm {...props} />
      <PriorityForm {...props} />
    </>
  );
}

function ApplicationAssigneeForm({
  application,
  currentUid,
  staffOptions,
  staffUnavailable,
}: AssignmentPanelProps) {
  const { t } = useTranslation('applications');
  const saveAssignment = useUpdateApplicationAssignment().mutateAsync;
  return (
    <AssigneeForm
      assignedTo={application.assignedTo}
      assignedToName={application.assignedToName}
      staffOptions={staffOptions}
      staffUnavailable={staffUnavailable}
      labels={{
        form: t('assignment.assignmentForm'),
        assignee: t('assignment.assignee'),
        unassigned: t('assignment.unassigned'),
        save: t('assignment.saveAssignment'),
        saved: t('assignment.assignmentSaved'),
        staffUnavailable: t('assignment.staffUnavailable'),
      }}
      save={(assignedTo, assignedToName) =>
        saveAssignment({
          applicationId: application.id,
          assignedTo,
          assignedToName,
          updatedBy: currentUid,
        })
      }
      describeError={updateErrorMessage}
    />
  );
}

function PriorityForm({ application, currentUid }: AssignmentPanelProps) {
  const { t } = useTranslation('applications');
  const [selected, setSelected] = useSavedSelection<ApplicationPriority>(application.priority);
  const savePriority = useUpdateApplicationPriority().mutateAsync;
  const { mutation, error, clearError } = useSaveWithMessages(
    (priority: ApplicationPriority) =>
      savePriority({ applicationId: application.id, priority, updatedBy: currentUid }),
    t('assignment.prioritySaved'),
    updateErrorMessage,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected !== application.priority && !mutation.isPending) mutation.mutate(selected);
  };

  return (
    <form className="inline-form" aria-label={t('assignment.priorityForm')} onSubmit={onSubmit}>
      <SelectInput
        label={t('assignment.priority')}
        options={APPLICATION_PRIORITIES.map((priority) => ({
          value: priority,
          label: labelOf(PRIORITY_LABELS, priority),
        }))}
        value={selected}
        disabled={mutation.isPending}
        onChange={(event) => {
          setSelected(event.target.value as ApplicationPriority);
          clearError();
        }}
      />
      <SaveRow
        label={t('assignment.savePriority')}
        saving={mutation.isPending}
        unchanged={selected === application.priority}
        error={error}
      />
    </form>
  );
}
