import { TASK_STATUS_LABELS, type TaskStatus } from '@centre/domain/tasks';
import { Pill, type PillTone } from '../../../components/pill';
import { labelOf } from '../../../lib/labels';

const TONES: Record<TaskStatus, PillTone> = {
  open: 'warning',
  in_progress: 'default',
  done: 'neutral',
};

export function TaskStatusPill({ status, testId }: { status: TaskStatus; testId?: string }) {
  return (
    <Pill tone={TONES[status]} testId={testId}>
      {labelOf(TASK_STATUS_LABELS, status)}
    </Pill>
  );
}
