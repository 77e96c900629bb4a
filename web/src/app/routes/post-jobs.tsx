import { StaffPage } from '../../components/staff-page';
import { PostJobsBoard } from '../../features/jobs/components/post-jobs-board';

export default function PostJobsPage() {
  return (
    <StaffPage>
      <PostJobsBoard />
    </StaffPage>
  );
}
