import { effectivePermissions } from '@centre/domain/users';
import type { CurrentUser } from '../types';
import { permissionLabel } from '../utils/labels';
import { RoleBadge, StatusBadge } from './badges';
import '../users.css';

/** The signed-in user's own record and what their role and own list let them do (SPEC 6). */
export function StaffProfile({ user }: { user: CurrentUser }) {
  const permissions = effectivePermissions(user.role, user.permissions);
  return (
    <div className="users-grid">
      <section className="users-card" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title">Your details</h2>
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
          <dd>{user.department}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={user.status} />
          </dd>
        </dl>
      </section>
      <section className="users-card" aria-labelledby="profile-permissions-title">
        <h2 id="profile-permissions-title">What you can do</h2>
        {permissions.length === 0 ? (
          <p className="users-empty">You have no permissions yet. Ask your administrator.</p>
        ) : (
          <ul className="permission-list" aria-labelledby="profile-permissions-title">
            {permissions.map((permission) => (
              <li key={permission}>{permissionLabel(permission)}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
