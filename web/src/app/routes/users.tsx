import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { StaffPage, useRouteTitle } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { CreateUserDialog } from '../../features/users/components/create-user-dialog';
import { UserList } from '../../features/users/components/user-list';

export default function UsersPage() {
  const { t } = useTranslation('users');
  const routeTitle = useRouteTitle();
  const { user } = useAuthSession();
  const [creating, setCreating] = useState(false);
  return (
    <StaffPage
      actions={
        <div className="page-header__actions">
          {/* The outbox is admin only, as this page, and not in the sidebar (docs/product.md §2.5). */}
          <Link to="/admin/mail" className="btn btn--outline btn--md">
            {routeTitle('mail-outbox')}
          </Link>
          <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
            {t('page.createUser')}
          </Button>
        </div>
      }
    >
      <UserList />
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        currentUserRole={user?.role ?? null}
      />
    </StaffPage>
  );
}
