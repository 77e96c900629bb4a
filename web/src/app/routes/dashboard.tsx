import { Dashboard } from '../../features/dashboard/components/dashboard';
import { NewTaskButton } from '../../features/tasks';
import { TitledSessionUserPage } from './session-user-page';

/**
 * The dashboard composes features: `actions` holds other features' buttons beside the
 * dashboard's own (the tasks feature's "New task").
 */
export default function DashboardPage() {
  return (
    <TitledSessionUserPage>
      {(user) => (
        <Dashboard user={user} actions={<NewTaskButton currentUser={user} variant="outline" />} />
      )}
    </TitledSessionUserPage>
  );
}
