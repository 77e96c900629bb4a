import {
  TASK_LIMITS,
  TASK_MESSAGES,
  TASK_TRANSITIONS,
  type TaskRecord,
  type TaskStatus,
} from '@centre/domain/tasks';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import toast, { SHOWN_NOT_SPOKEN } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { ChangedNotice } from '../../../components/changed-notice';
import { FormAlert } from '../../../components/form-alert';
import { SelectInput } from '../../../components/select-input';
import { TextArea } from '../../../components/text-area';
import type { CurrentStaff } from '../../../data/users/session-user';
import { translateMessage } from '../../../lib/messages';
import { useReassignTask } from '../api/reassign-task';
import { useUpdateTaskStatus } from '../api/update-task-status';
import { useAssigneeOptions } from '../hooks/use-assignee-options';
import { taskErrorMessage } from '../lib/error-message';

type Move = `${TaskStatus}_${TaskStatus}`;

/** The line that says what the last action changed: set with the controls' own state, focused. */
interface ChangedLine {
  set: (message: string | null) => void;
  focus: () => void;
}

/**
 * What the assignee, the author or a manager can do to a task (`canChange`; others read that
 * they may not): one button per move TASK_TRANSITIONS allows from its status (with an optional
 * note), and Reassign (a colleague, an optional note). Each sends the status the page showed, so
 * a task that changed meanwhile is refused rather than moved twice.
 *
 * Focus never drops to the page: the pressed button goes away once the task moves (or the form
 * once it is reassigned, or every control once the task is given away), so an action made
 * focuses the line under the buttons that says what changed, which stays whatever the task's
 * refresh shows; a refused one returns focus to its button (else the first one left), its
 * message announced.
 */
export function TaskActions({
  task,
  currentUser,
  canChange,
}: {
  task: TaskRecord;
  currentUser: CurrentStaff;
  canChange: boolean;
}) {
  const { t } = useTranslation('tasks');
  const [changed, setChanged] = useState<string | null>(null);
  const changedRef = useRef<HTMLParagraphElement>(null);
  const line: ChangedLine = { set: setChanged, focus: () => changedRef.current?.focus() };
  return (
    <div className="task-actions">
      {canChange ? (
        <TaskControls task={task} currentUser={currentUser} changedLine={line} />
      ) : (
        <p className="text-muted">{t('actions.viewOnly')}</p>
      )}
      <ChangedNotice ref={changedRef} message={changed} />
    </div>
  );
}

function TaskControls({
  task,
  currentUser,
  changedLine,
}: {
  task: TaskRecord;
  currentUser: CurrentStaff;
  changedLine: ChangedLine;
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
  const rootRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const busy = pending !== null;

  /** Back to the action's button (data-action), else the first button left. */
  const focusAfterFailure = (key: string) => {
    const button =
      rootRef.current?.querySelector<HTMLButtonElement>(`[data-action="${key}"]`) ??
      groupRef.current?.querySelector('button');
    button?.focus();
  };

  const run = async (key: string, call: () => Promise<unknown>, success: string) => {
    if (busy) return;
    flushSync(() => {
      setFailure(null);
      changedLine.set(null);
      setPending(key);
    });
    let message: string | null = null;
    try {
      await call();
    } catch (error) {
      message = taskErrorMessage(error);
    }
    // Rendered at once, so that focus lands on what is now on the page.
    flushSync(() => {
      setPending(null);
      setFailure(message);
      if (message === null) {
        setNote('');
        setReassigning(false);
        setAssigneeId('');
        changedLine.set(success);
      }
    });
    if (message === null) {
      toast.success(success, SHOWN_NOT_SPOKEN);
      changedLine.focus();
    } else {
      focusAfterFailure(key);
    }
  };

  const move = (to: TaskStatus) => {
    const key = `${task.status}_${to}` as Move;
    return run(
      key,
      () =>
        update.mutateAsync({
          taskId: task.id,
          to,
          expectedStatus: task.status,
          note: note.trim(),
        }),
      t(`actions.changed.${key}` as 'actions.changed.open_done'),
    );
  };

  const confirmReassign = () => {
    if (busy) return;
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
    <div ref={rootRef}>
      <TextArea
        id={`${id}-note`}
        label={t('actions.note')}
        rows={2}
        maxLength={TASK_LIMITS.note}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          changedLine.set(null);
        }}
        helperText={t('actions.noteCount', { count: note.length, max: TASK_LIMITS.note })}
      />
      <div ref={groupRef} className="action-row" role="group" aria-label={t('actions.label')}>
        {TASK_TRANSITIONS[task.status].map((to) => {
          const key = `${task.status}_${to}` as Move;
          return (
            <Button
              key={to}
              data-action={key}
              variant={to === 'done' ? 'primary' : 'secondary'}
              loading={pending === key}
              // The pressed button stays enabled (loading ignores clicks), so it keeps focus.
              disabled={busy && pending !== key}
              onClick={() => void move(to)}
            >
              {t(`actions.${key}` as 'actions.open_done')}
            </Button>
          );
        })}
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
            onChange={(event) => {
              setAssigneeId(event.target.value);
              changedLine.set(null);
            }}
            options={assignees.options.filter((option) => option.value !== task.assignedTo)}
          />
          <Button
            data-action="reassign"
            type="submit"
            loading={pending === 'reassign'}
            disabled={busy && pending !== 'reassign'}
          >
            {t('actions.confirmReassign')}
          </Button>
        </form>
      )}
      <FormAlert message={failure} />
    </div>
  );
}
