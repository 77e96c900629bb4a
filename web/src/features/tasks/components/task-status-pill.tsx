import { TASK_STATUS_LABELS, type TaskStatus } from '@centre/domain/tasks';
import { StatusPill, type PillTone } from '../../../components/pill';
import { labelOf } from '../../../lib/labels';

const TONES: Record<TaskStatus, PillTone> = {
  open: 'warning',
  in_progress: 'default',
  done: 'neutral',
};

export function TaskStatusPill({ status, testId }: { status: TaskStatus; testId?: string }) {
  return (
    <StatusPill
      status={status}
      tones={TONES}
      label={(value) => labelOf(TASK_STATUS_LABELS, value)}
      testId={testId}
    />
  );
}
