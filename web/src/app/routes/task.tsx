import { TaskDetail } from '../../features/tasks';
import { RecordSessionPage } from './session-user-page';

export default function TaskPage() {
  return (
    <RecordSessionPage param="taskId">
      {(id, user) => <TaskDetail taskId={id} currentUser={user} />}
    </RecordSessionPage>
  );
}
