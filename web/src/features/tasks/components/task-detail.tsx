import { hasPermission } from '@centre/domain/access';
import { RECORD_LINK_KIND_LABELS, recordLinkPath } from '@centre/domain/record-links';
import {
  TASK_STATUS_LABELS,
  canChangeTask,
  isOpenTask,
  isTaskOverdue,
  type TaskHistoryRecord,
  type TaskRecord,
} from '@centre/domain/tasks';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { DetailPageHeader } from '../../../components/detail-page-header';
import { DetailRow } from '../../../components/detail-row';
import { HistoryTimeline } from '../../../components/history-timeline';
import { Panel } from '../../../components/panel';
import { Spinner } from '../../../components/spinner';
import { useQueueDate } from '../../../data/queue/queue-date';
import { useTask } from '../../../data/tasks/get-task';
import { useTaskHistory } from '../../../data/tasks/list-task-history';
import type { CurrentStaff } from '../../../data/users/session-user';
import { isPermissionDenied } from '../../../lib/error-code';
import { formatDateTime, formatDay } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { TaskActions } from './task-actions';
import { TaskStatusPill } from './task-status-pill';
import '../tasks.css';

/** The permission every task page and callable asks for (docs/product.md §4.11). */
const TASK_PERMISSION = 'view_dashboard';

function describeEvent(t: TFunction<'tasks'>, entry: TaskHistoryRecord): string {
  switch (entry.event) {
    case 'created':
      return entry.detail
        ? t('history.created', { name: entry.detail })
        : t('history.createdPlain');
    case 'status_changed':
      return t('history.moved', {
        from: labelOf(TASK_STATUS_LABELS, entry.from),
        to: labelOf(TASK_STATUS_LABELS, entry.to),
      });
    case 'reassigned':
      return t('history.reassigned', { name: entry.detail ?? '—' });
  }
}

/**
 * /tasks/:taskId: the task (live), its due date against today in the centre's time zone, the
 * record it is about, the moves and the reassignment its assignee, author or a manager may make,
 * and its history (live). A task the rules hide reads as not found: the page does not tell a
 * colleague's task from a missing one.
 */
export function TaskDetail({ taskId, currentUser }: { taskId: string; currentUser: CurrentStaff }) {
  const { t } = useTranslation('tasks');
  const canView = hasPermission(currentUser, TASK_PERMISSION);
  const task = useTask(taskId, canView);
  const header = (title: ReactNode) => (
    <DetailPageHeader backTo="/my-assignments" backLabel={t('detail.back')} title={title} />
  );

  if (!canView) {
    return (
      <>
        {header(t('detail.facts'))}
        <p className="notice notice--error" role="alert">
          {t('detail.denied')}
        </p>
      </>
    );
  }
  if (task.isPending) {
    return (
      <>
        {header(t('detail.facts'))}
        <Spinner label={t('detail.loading')} />
      </>
    );
  }
  if (task.isError || !task.data) {
    const failed = task.isError && !isPermissionDenied(task.error);
    return (
      <>
        {header(t('detail.facts'))}
        <LoadFailedNotice
          message={failed ? t('detail.loadFailed') : t('detail.notFound')}
          onRetry={failed ? () => void task.refetch() : undefined}
          retryLabel={t('detail.tryAgain')}
        />
      </>
    );
  }
  return <TaskView task={task.data} currentUser={currentUser} header={header} />;
}

function TaskView({
  task,
  currentUser,
  header,
}: {
  task: TaskRecord;
  currentUser: CurrentStaff;
  header: (title: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('tasks');
  const { queueDate: today } = useQueueDate();
  const history = useTaskHistory(task.id);
  const overdue = today !== '' && isTaskOverdue(task, today);
  const dueToday = isOpenTask(task.status) && task.dueDate === today;

  return (
    <>
      {header(task.title)}
      <div className="task-head">
        <TaskStatusPill status={task.status} testId="task-status" />
        {overdue && (
          <span className="pill pill--danger" data-testid="task-overdue">
            {t('detail.overdue')}
          </span>
        )}
        {dueToday && <span className="pill pill--warning">{t('detail.dueToday')}</span>}
      </div>
      <div className="panel-grid">
        <Panel titleId="task-facts-title" title={t('detail.facts')}>
          <dl className="details-list">
            <DetailRow term={t('detail.status')}>
              {labelOf(TASK_STATUS_LABELS, task.status)}
            </DetailRow>
            <DetailRow term={t('detail.assignedTo')}>{task.assignedToName}</DetailRow>
            <DetailRow term={t('detail.createdBy')}>{task.createdByName}</DetailRow>
            <DetailRow term={t('detail.dueDate')}>
              {task.dueDate && (
                <span className={overdue ? 'task-due--overdue' : undefined} data-testid="task-due">
                  {formatDay(task.dueDate)}
                  {overdue && ` (${t('detail.overdue')})`}
                </span>
              )}
            </DetailRow>
            <DetailRow term={t('detail.relatedTo')}>
              {task.relatedTo && (
                <Link to={recordLinkPath(task.relatedTo)} data-testid="task-related">
                  {labelOf(RECORD_LINK_KIND_LABELS, task.relatedTo.kind)}{' '}
                  {task.relatedTo.label || task.relatedTo.id}
                </Link>
              )}
            </DetailRow>
            <DetailRow term={t('detail.created')}>{formatDateTime(task.createdAt)}</DetailRow>
            <DetailRow term={t('detail.completed')}>
              {task.completedAt && formatDateTime(task.completedAt)}
            </DetailRow>
          </dl>
        </Panel>
        <Panel titleId="task-description-title" title={t('detail.description')}>
          {task.description ? (
            <p className="task-description">{task.description}</p>
          ) : (
            <p className="text-muted">{t('detail.noDescription')}</p>
          )}
        </Panel>
        <Panel titleId="task-actions-title" title={t('detail.actions')}>
          {/* Mounted whatever the task's refresh shows, so the line saying what changed stays. */}
          <TaskActions
            task={task}
            currentUser={currentUser}
            canChange={canChangeTask(currentUser, task)}
          />
        </Panel>
        <Panel titleId="task-history-title" title={t('detail.history')} wide>
          <HistoryTimeline
            history={history}
            describe={(entry) => describeEvent(t, entry)}
            actor={(entry) => t('history.by', { name: entry.byName || '—' })}
          />
        </Panel>
      </div>
    </>
  );
}
