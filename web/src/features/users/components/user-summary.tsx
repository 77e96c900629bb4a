import type { ReactNode } from 'react';
import { departmentLabel } from '../utils/labels';
import { RoleBadge, StatusBadge } from './badges';

interface UserSummaryProps {
  user: {
    displayName: string;
    email: string | null;
    role: string | null;
    department: string;
    status: string;
  };
  /** Further dt/dd pairs after the ones every user page shows. */
  children?: ReactNode;
}

/** Who a user is and where they stand, as both the own profile and the admin's page show it. */
export function UserSummary({ user, children }: UserSummaryProps) {
  return (
    <dl className="details-list">
      <dt>Name</dt>
      <dd>{user.displayName || '—'}</dd>
      <dt>Email</dt>
      <dd>{user.email || '—'}</dd>
      <dt>Role</dt>
      <dd>
        <RoleBadge role={user.role} />
      </dd>
      <dt>Department</dt>
      <dd>{departmentLabel(user.department)}</dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={user.status} />
      </dd>
      {children}
    </dl>
  );
}
