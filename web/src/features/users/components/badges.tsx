import { Pill, type PillTone } from '../../../components/pill';
import { roleLabel, statusLabel } from '../utils/labels';

const STATUS_TONES: Record<string, PillTone> = {
  inactive: 'danger',
  suspended: 'danger',
  on_leave: 'warning',
};

export function RoleBadge({ role }: { role: string | null }) {
  return <Pill>{roleLabel(role)}</Pill>;
}

export function StatusBadge({ status }: { status: string }) {
  return <Pill tone={STATUS_TONES[status]}>{statusLabel(status)}</Pill>;
}
