import { effectivePermissions } from '@centre/domain/users';
import type { CurrentUser } from '../types';
import { permissionLabel } from '../utils/labels';
import { UserSummary } from './user-summary';
import '../users.css';

/** The signed-in user's own record and what their role and own list let them do (SPEC 6). */
export function StaffProfile({ user }: { user: CurrentUser }) {
  const permissions = effectivePermissions(user.role, user.permissions);
  return (
    <div className="panel-grid">
      <section className="panel" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title">Your details</h2>
        <UserSummary user={user} />
      </section>
      <section className="panel" aria-labelledby="profile-permissions-title">
        <h2 id="profile-permissions-title">What you can do</h2>
        {permissions.length === 0 ? (
          <p className="empty-state">You have no permissions yet. Ask your administrator.</p>
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
