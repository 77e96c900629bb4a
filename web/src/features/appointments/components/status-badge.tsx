import type { AppointmentStatus } from '@centre/domain/bookings';
import { Pill, type PillTone } from '../../../components/pill';
import { STATUS_LABELS } from '../utils/labels';
import { labelOf } from '../../../lib/labels';

// Appointments, exam sessions and exam bookings: the tone goes with the status's word.
const STATUS_TONES: Record<string, PillTone> = {
  cancelled: 'danger',
  no_show: 'danger',
  closed: 'danger',
  completed: 'neutral',
  attended: 'neutral',
  checked_in: 'warning',
};

export function statusTone(status: string): PillTone | undefined {
  return STATUS_TONES[status];
}

export function StatusBadge({ status, testId }: { status: AppointmentStatus; testId?: string }) {
  return (
    <Pill tone={statusTone(status)} testId={testId}>
      {labelOf(STATUS_LABELS, status)}
    </Pill>
  );
}
