import { Pill, StatusPill, type PillTone } from '../../../components/pill';
import { PRIORITY_LABELS, statusLabel } from '../utils/labels';
import { labelOf } from '../../../lib/labels';

const STATUS_TONES: Record<string, PillTone> = {
  awaiting_info: 'warning',
  rejected: 'danger',
  withdrawn: 'danger',
  completed: 'neutral',
};

export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  return <StatusPill status={status} tones={STATUS_TONES} label={statusLabel} testId={testId} />;
}

export function PriorityBadge({ priority }: { priority: string }) {
  if (priority !== 'urgent') return <>{labelOf(PRIORITY_LABELS, priority)}</>;
  return <Pill tone="warning">{labelOf(PRIORITY_LABELS, 'urgent')}</Pill>;
}
