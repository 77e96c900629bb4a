import { useState } from 'react';
import { Button } from '../../components/button';
import { useAuthSession } from '../../features/auth/auth-session';
import { CreateUserDialog } from '../../features/users/components/create-user-dialog';
import { UserList } from '../../features/users/components/user-list';

export default function UsersPage() {
  const { user } = useAuthSession();
  const [creating, setCreating] = useState(false);
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title" className="page__title">
          Users
        </h1>
        <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
          Create user
        </Button>
      </div>
      <UserList />
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        currentUserRole={user?.role ?? null}
      />
    </section>
  );
}
