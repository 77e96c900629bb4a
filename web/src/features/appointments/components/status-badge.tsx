import type { AppointmentStatus } from '@centre/domain/bookings';
import { STATUS_LABELS } from '../utils/labels';

export function StatusBadge({ status, testId }: { status: AppointmentStatus; testId?: string }) {
  return (
    <span className={`appt-badge appt-badge--${status}`} data-testid={testId}>
      {STATUS_LABELS[status]}
    </span>
  );
}
