import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { CreateUserDialog } from '../../features/users/components/create-user-dialog';
import { UserList } from '../../features/users/components/user-list';

export default function UsersPage() {
  const { t } = useTranslation('users');
  const { user } = useAuthSession();
  const [creating, setCreating] = useState(false);
  return (
    <StaffPage
      actions={
        <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
          {t('page.createUser')}
        </Button>
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
