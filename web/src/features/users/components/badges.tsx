import { Pill, type PillTone } from '../../../components/pill';
import { statusLabel, useUserLabels } from '../utils/labels';

const STATUS_TONES: Record<string, PillTone> = {
  inactive: 'danger',
  suspended: 'danger',
  on_leave: 'warning',
};

export function RoleBadge({ role }: { role: string | null }) {
  const { roleLabel } = useUserLabels();
  return <Pill>{roleLabel(role)}</Pill>;
}

export function StatusBadge({ status }: { status: string }) {
  return <Pill tone={STATUS_TONES[status]}>{statusLabel(status)}</Pill>;
}
