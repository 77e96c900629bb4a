import type { JobRecord } from '@centre/domain/jobs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JobCard } from './job-card';
import { JobDetailView } from './job-detail-view';

/** The public card and page of a job, as the board will show them once it is published. */
export function JobPreview({ job }: { job: JobRecord }) {
  const { t } = useTranslation('jobs');
  const titleId = useId();
  return (
    <section className="job-posting__preview" aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>{t('posting.previewTitle')}</h3>
        <p className="text-muted">{t('posting.previewLead')}</p>
      </div>
      <div>
        <p className="field__label">{t('posting.previewCard')}</p>
        <div className="job-posting__preview-card">
          <JobCard job={job} linked={false} />
        </div>
      </div>
      <div className="card">
        <p className="field__label">{t('posting.previewPage')}</p>
        <JobDetailView job={job} preview />
      </div>
    </section>
  );
}
