import { useParams } from 'react-router-dom';
import { TaskDetail } from '../../features/tasks';
import { SessionUserPage } from './session-user-page';

export default function TaskPage() {
  const { taskId = '' } = useParams();
  return (
    <SessionUserPage>
      {(user) => (
        // key: another task's page starts with its own forms and no old error
        <TaskDetail key={taskId} taskId={taskId} currentUser={user} />
      )}
    </SessionUserPage>
  );
}
