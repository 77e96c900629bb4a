import { useParams } from 'react-router-dom';
import { JobNotFound, PublicJob } from '../../features/jobs/components/public-job';

export default function JobDetailPage() {
  const { jobId } = useParams();
  if (!jobId) return <JobNotFound />;
  return <PublicJob jobId={jobId} />;
}
