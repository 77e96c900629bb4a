import { hasPermission } from '@centre/domain/access';
import { RECORD_LINK_KIND_LABELS, type RecordLinkInput } from '@centre/domain/record-links';
import { TASK_LIMITS, createTaskInput, type TaskAnswer } from '@centre/domain/tasks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Button, type ButtonVariant } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Dialog, DialogActions } from '../../../components/form-dialog';
import { SelectInput } from '../../../components/select-input';
import { TextArea } from '../../../components/text-area';
import { TextInput } from '../../../components/text-input';
import { useQueueDate } from '../../../data/queue/queue-date';
import type { CurrentStaff } from '../../../data/users/session-user';
import { labelOf } from '../../../lib/labels';
import { STAFF_DRAFT_PREFIX } from '../../../lib/session-draft';
import { useFormSessionDraft } from '../../../lib/use-form-session-draft';
import { useCreateTask } from '../api/create-task';
import { useAssigneeOptions } from '../hooks/use-assignee-options';
import { taskErrorMessage } from '../lib/error-message';
import '../tasks.css';

/** The form's fields: createTaskInput without the link, which the button's props give. */
const taskFormSchema = createTaskInput.omit({ relatedTo: true });
type TaskFormValues = z.input<typeof taskFormSchema>;
type TaskFormOutput = z.output<typeof taskFormSchema>;
const resolver = zodResolver(taskFormSchema);

export interface NewTaskButtonProps {
  currentUser: CurrentStaff;
  /** What the task is about (the record whose page shows the button); the server labels it. */
  relatedTo?: RecordLinkInput | null;
  /** A human reference of that record for the dialog ("About Application APP-7K3Q9D"). */
  relatedLabel?: string;
  /** Called with the new task's answer once it is created (the dialog has closed). */
  onCreated?: (answer: TaskAnswer) => void;
  variant?: ButtonVariant;
}

/**
 * "New task": a button that opens a dialog (title, description, assignee, due date) and creates
 * the task with createTask, about `relatedTo` when given. On success a toast says so and a link
 * to the new task appears under the button. Nothing for staff without view_dashboard.
 */
export function NewTaskButton({
  currentUser,
  relatedTo = null,
  relatedLabel,
  onCreated,
  variant = 'secondary',
}: NewTaskButtonProps) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  // Starts reading the centre's date (the form's default due date) before the dialog opens.
  useQueueDate();
  if (!hasPermission(currentUser, 'view_dashboard')) return null;
  const about =
    relatedTo &&
    t('create.about', {
      kind: labelOf(RECORD_LINK_KIND_LABELS, relatedTo.kind).toLowerCase(),
      label: relatedLabel ?? '',
    }).trim();
  return (
    <div className="record-task-action">
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t('create.button')}
      </Button>
      {created && (
        <p className="notice notice--success" role="status">
          <Link to={`/tasks/${encodeURIComponent(created)}`}>{t('create.open')}</Link>
        </p>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('create.title')}
        description={about || t('create.description')}
        className="modal--wide"
      >
        <NewTaskForm
          currentUser={currentUser}
          relatedTo={relatedTo}
          onCancel={() => setOpen(false)}
          onCreated={(answer) => {
            setOpen(false);
            setCreated(answer.taskId);
            onCreated?.(answer);
          }}
        />
      </Dialog>
    </div>
  );
}

function NewTaskForm({
  currentUser,
  relatedTo,
  onCancel,
  onCreated,
}: {
  currentUser: CurrentStaff;
  relatedTo: RecordLinkInput | null;
  onCancel: () => void;
  onCreated: (answer: TaskAnswer) => void;
}) {
  const { t } = useTranslation('tasks');
  const { queueDate: today } = useQueueDate();
  const assignees = useAssigneeOptions(currentUser);
  const mutation = useCreateTask();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TaskFormValues, unknown, TaskFormOutput>({
    defaultValues: { title: '', description: '', assigneeId: '', dueDate: today },
    resolver,
  });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  // What was typed survives the dialog closed by mistake or a reload (one draft per record the
  // task is about); forgotten once created or on Cancel.
  const forgetDraft = useFormSessionDraft(
    `${STAFF_DRAFT_PREFIX}new-task:${relatedTo ? `${relatedTo.kind}/${relatedTo.id}` : ''}`,
    form,
  );
  // Today in the centre's time zone, once the settings are read, unless a date was typed.
  useEffect(() => {
    if (today && !getValues('dueDate')) setValue('dueDate', today);
  }, [today, getValues, setValue]);

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const answer = await mutation.mutateAsync({ ...input, relatedTo });
      forgetDraft();
      toast.success(t('create.created', { title: input.title }));
      onCreated(answer);
    } catch (error) {
      setServerError(taskErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextInput
        id="new-task-title"
        label={t('create.fields.title')}
        required
        maxLength={TASK_LIMITS.title}
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        id="new-task-description"
        label={t('create.fields.description')}
        rows={3}
        maxLength={TASK_LIMITS.description}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectInput
        id="new-task-assignee"
        label={t('create.fields.assignee')}
        required
        placeholder={assignees.isPending ? t('actions.loadingStaff') : t('actions.chooseColleague')}
        options={assignees.options}
        error={errors.assigneeId?.message}
        helperText={assignees.isError ? t('create.staffUnavailable') : undefined}
        {...register('assigneeId')}
      />
      <TextInput
        id="new-task-due-date"
        label={t('create.fields.dueDate')}
        type="date"
        required
        error={errors.dueDate?.message}
        {...register('dueDate')}
      />
      <FormAlert message={serverError} />
      <DialogActions
        cancelLabel={t('create.cancel')}
        submitLabel={t('create.submit')}
        onCancel={() => {
          forgetDraft();
          onCancel();
        }}
        submitting={mutation.isPending}
      />
    </form>
  );
}
