import { effectivePermissions } from '@centre/domain/users';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import type { CurrentUser } from '../types';
import { useUserLabels } from '../utils/labels';
import { UserSummary } from './user-summary';
import '../users.css';

/**
 * The signed-in user's own record and what their role and own list let them do
 * (docs/product.md §6).
 */
export function StaffProfile({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('users');
  const { permissionLabel } = useUserLabels();
  const permissions = effectivePermissions(user.role, user.permissions);
  return (
    <div className="panel-grid">
      <Panel titleId="profile-details-title" title={t('profile.details')}>
        <UserSummary user={user} />
      </Panel>
      <Panel titleId="profile-permissions-title" title={t('profile.permissions')}>
        {permissions.length === 0 ? (
          <p className="empty-state">{t('profile.none')}</p>
        ) : (
          <ul className="permission-list" aria-labelledby="profile-permissions-title">
            {permissions.map((permission) => (
              <li key={permission}>{permissionLabel(permission)}</li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
