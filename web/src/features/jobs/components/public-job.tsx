import { useTranslation } from 'react-i18next';
import { NotFoundSection, PublicRecordPage } from '../../../components/public-record-page';
import { usePublicJob } from '../../../data/jobs/get-public-job';
import { JobDetailView } from './job-detail-view';
import { JobJsonLd } from './job-json-ld';
import '../jobs.css';

/** /jobs/:jobId: the job, closed ones saying so; a draft or an unknown id is "not found". */
export function PublicJob({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  return (
    <PublicRecordPage
      query={usePublicJob(jobId)}
      labels={{
        loading: t('detail.loading'),
        loadFailedTitle: t('detail.loadFailedTitle'),
        loadFailed: t('detail.loadFailed'),
        tryAgain: t('board.tryAgain'),
      }}
      notFound={<JobNotFound />}
    >
      {(job) => (
        <>
          <JobJsonLd job={job} />
          <JobDetailView job={job} />
        </>
      )}
    </PublicRecordPage>
  );
}

export function JobNotFound() {
  const { t } = useTranslation('jobs');
  return (
    <NotFoundSection
      title={t('detail.notFoundTitle')}
      lead={t('detail.notFoundLead')}
      to="/jobs"
      linkLabel={t('detail.seeOpenJobs')}
    />
  );
}
