import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { PageSection } from '../../../components/page-section';
import { Spinner } from '../../../components/spinner';
import { usePublicJob } from '../../../data/jobs/get-public-job';
import { JobDetailView } from './job-detail-view';
import { JobJsonLd } from './job-json-ld';
import '../jobs.css';

/** /jobs/:jobId: the job, closed ones saying so; a draft or an unknown id is "not found". */
export function PublicJob({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const { data: job, isPending, isError, refetch, isRefetching } = usePublicJob(jobId);
  if (isPending) {
    return (
      <div className="jobs-board__state">
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }
  if (isError) {
    return (
      <PageSection title={t('detail.loadFailedTitle')}>
        <LoadFailedNotice
          message={t('detail.loadFailed')}
          retryLabel={t('board.tryAgain')}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      </PageSection>
    );
  }
  if (!job) return <JobNotFound />;
  return (
    <>
      <JobJsonLd job={job} />
      <JobDetailView job={job} />
    </>
  );
}

export function JobNotFound() {
  const { t } = useTranslation('jobs');
  return (
    <PageSection title={t('detail.notFoundTitle')}>
      <p className="page__lead">{t('detail.notFoundLead')}</p>
      <p>
        <Link to="/jobs">{t('detail.seeOpenJobs')}</Link>
      </p>
    </PageSection>
  );
}
