import { PRIORITY_LABELS, statusLabel } from '../utils/labels';

export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  return (
    <span className={`apps-badge apps-badge--${status}`} data-testid={testId}>
      {statusLabel(status)}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  if (priority !== 'urgent') return <>{PRIORITY_LABELS[priority] ?? priority}</>;
  return <span className="apps-badge apps-badge--urgent">{PRIORITY_LABELS.urgent}</span>;
}
