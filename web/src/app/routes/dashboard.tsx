import { Dashboard } from '../../features/dashboard/components/dashboard';
import { TitledSessionUserPage } from './session-user-page';

/**
 * The dashboard composes features: `actions` is where other features' buttons go beside the
 * dashboard's own (issue 12: the tasks feature's NewTaskButton is added here at merge).
 */
export default function DashboardPage() {
  const actions = null;
  return (
    <TitledSessionUserPage>
      {(user) => <Dashboard user={user} actions={actions} />}
    </TitledSessionUserPage>
  );
}
