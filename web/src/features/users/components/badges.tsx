import { roleLabel, statusLabel } from '../utils/labels';

export function RoleBadge({ role }: { role: string | null }) {
  return <span className="role-badge">{roleLabel(role)}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${status}`}>{statusLabel(status)}</span>;
}
