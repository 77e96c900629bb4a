import { APPLICATION_PRIORITIES } from '@centre/domain/applications';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
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

const UNASSIGNED_VALUE = '';

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
      {/* keys: a refreshed record resets each select to the saved value */}
      <AssigneeForm key={`assignee-${application.assignedTo ?? ''}`} {...props} />
      <PriorityForm key={`priority-${application.priority}`} {...props} />
    </>
  );
}

/** A form's save: the api hook (which refreshes the application) plus this form's messages. */
function useWorkflowMutation<T>(save: (value: T) => Promise<unknown>, successMessage: string) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => {
      setError(null);
      toast.success(successMessage);
    },
    onError: (failure) => {
      const message = updateErrorMessage(failure);
      setError(message);
      toast.error(message);
    },
  });
  return { mutation, error, clearError: () => setError(null) };
}

/** A form's save button (idle while nothing changed) and the error of its last save. */
function SaveRow({
  label,
  saving,
  unchanged,
  error,
}: {
  label: string;
  saving: boolean;
  unchanged: boolean;
  error: string | null;
}) {
  return (
    <>
      <Button type="submit" variant="secondary" loading={saving} disabled={unchanged}>
        {label}
      </Button>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function AssigneeForm({
  application,
  currentUid,
  staffOptions,
  staffUnavailable,
}: AssignmentPanelProps) {
  const { t } = useTranslation('applications');
  const current = application.assignedTo ?? UNASSIGNED_VALUE;
  const [selected, setSelected] = useState(current);
  const options = [
    { value: UNASSIGNED_VALUE, label: t('assignment.unassigned') },
    ...(staffOptions ?? []).map(({ value, label }) => ({ value, label })),
  ];
  // The current assignee may have left the staff list (inactive) or it may still be loading.
  if (application.assignedTo && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: application.assignedToName ?? current });
  }
  const saveAssignment = useUpdateApplicationAssignment().mutateAsync;
  const { mutation, error, clearError } = useWorkflowMutation(
    (assignedTo: string) =>
      saveAssignment({
        applicationId: application.id,
        assignedTo: assignedTo || null,
        assignedToName: options.find((option) => option.value === assignedTo)?.label ?? null,
        updatedBy: currentUid,
      }),
    t('assignment.assignmentSaved'),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected !== current) mutation.mutate(selected);
  };

  return (
    <form className="inline-form" aria-label={t('assignment.assignmentForm')} onSubmit={onSubmit}>
      <SelectInput
        label={t('assignment.assignee')}
        options={options}
        value={selected}
        disabled={mutation.isPending}
        helperText={staffUnavailable ? t('assignment.staffUnavailable') : undefined}
        onChange={(event) => {
          setSelected(event.target.value);
          clearError();
        }}
      />
      <SaveRow
        label={t('assignment.saveAssignment')}
        saving={mutation.isPending}
        unchanged={selected === current}
        error={error}
      />
    </form>
  );
}

function PriorityForm({ application, currentUid }: AssignmentPanelProps) {
  const { t } = useTranslation('applications');
  const [selected, setSelected] = useState<ApplicationPriority>(application.priority);
  const savePriority = useUpdateApplicationPriority().mutateAsync;
  const { mutation, error, clearError } = useWorkflowMutation(
    (priority: ApplicationPriority) =>
      savePriority({ applicationId: application.id, priority, updatedBy: currentUid }),
    t('assignment.prioritySaved'),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected !== application.priority) mutation.mutate(selected);
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
