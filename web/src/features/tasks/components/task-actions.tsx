import {
  TASK_LIMITS,
  TASK_MESSAGES,
  TASK_STATUS_LABELS,
  TASK_TRANSITIONS,
  type TaskRecord,
  type TaskStatus,
} from '@centre/domain/tasks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectInput } from '../../../components/select-input';
import { TextArea } from '../../../components/text-area';
import type { CurrentStaff } from '../../../data/users/session-user';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import { useReassignTask } from '../api/reassign-task';
import { useUpdateTaskStatus } from '../api/update-task-status';
import { useAssigneeOptions } from '../hooks/use-assignee-options';
import { taskErrorMessage } from '../lib/error-message';

type Move = `${TaskStatus}_${TaskStatus}`;

/**
 * What the assignee, the author or a manager can do to a task: one button per move
 * TASK_TRANSITIONS allows from its status (with an optional note), and Reassign (a colleague,
 * an optional note). Each sends the status the page showed, so a task that changed meanwhile
 * is refused rather than moved twice.
 */
export function TaskActions({
  task,
  currentUser,
}: {
  task: TaskRecord;
  currentUser: CurrentStaff;
}) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const update = useUpdateTaskStatus();
  const reassign = useReassignTask();
  const assignees = useAssigneeOptions(currentUser);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reassigning, setReassigning] = useState(false);
  const [assigneeId, setAssigneeId] = useState('');
  const busy = pending !== null;

  const run = async (key: string, call: () => Promise<unknown>, success: string) => {
    setFailure(null);
    setPending(key);
    try {
      await call();
      setNote('');
      setReassigning(false);
      setAssigneeId('');
      toast.success(success);
    } catch (error) {
      setFailure(taskErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const move = (to: TaskStatus) =>
    run(
      to,
      () =>
        update.mutateAsync({
          taskId: task.id,
          to,
          expectedStatus: task.status,
          note: note.trim(),
        }),
      t('actions.moved', { status: labelOf(TASK_STATUS_LABELS, to) }),
    );

  const confirmReassign = () => {
    if (!assigneeId) {
      setFailure(translateMessage(TASK_MESSAGES.assignee));
      return;
    }
    const name = assignees.options.find((option) => option.value === assigneeId)?.label ?? '';
    void run(
      'reassign',
      () => reassign.mutateAsync({ taskId: task.id, assigneeId, note: note.trim() }),
      t('actions.reassigned', { name }),
    );
  };

  return (
    <div className="task-actions">
      <TextArea
        id={`${id}-note`}
        label={t('actions.note')}
        rows={2}
        maxLength={TASK_LIMITS.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        helperText={t('actions.noteCount', { count: note.length, max: TASK_LIMITS.note })}
      />
      <div className="action-row" role="group" aria-label={t('actions.label')}>
        {TASK_TRANSITIONS[task.status].map((to) => (
          <Button
            key={to}
            variant={to === 'done' ? 'primary' : 'secondary'}
            loading={pending === to}
            disabled={busy}
            onClick={() => void move(to)}
          >
            {t(`actions.${`${task.status}_${to}` as Move}` as 'actions.open_done')}
          </Button>
        ))}
        <Button
          variant="outline"
          disabled={busy}
          aria-expanded={reassigning}
          onClick={() => setReassigning(!reassigning)}
        >
          {t('actions.reassign')}
        </Button>
      </div>
      {reassigning && (
        <form
          className="task-actions__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirmReassign();
          }}
        >
          <SelectInput
            id={`${id}-assignee`}
            label={t('actions.reassignTo')}
            placeholder={
              assignees.isPending ? t('actions.loadingStaff') : t('actions.chooseColleague')
            }
            value={assigneeId}
            onChange={(event) => setAssigneeId(event.target.value)}
            options={assignees.options.filter((option) => option.value !== task.assignedTo)}
          />
          <Button type="submit" loading={pending === 'reassign'} disabled={busy}>
            {t('actions.confirmReassign')}
          </Button>
        </form>
      )}
      <FormAlert message={failure} />
    </div>
  );
}
