import { publicJobPath, type JobRecord } from '@centre/domain/jobs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useJobFormat } from '../utils/use-job-format';

/**
 * A job on the board: title (the link, so each card is one tab stop), employer, location or
 * remote, type, salary when given and "closes in N days" (or "closed"). `linked` false for the
 * preview.
 */
export function JobCard({ job, linked = true }: { job: JobRecord; linked?: boolean }) {
  const { t, i18n } = useTranslation('jobs');
  const format = useJobFormat();
  // The offer's own words are in its language; a card in another than the page's says so.
  const foreign = job.language !== (i18n.resolvedLanguage ?? job.language);
  const salary = format.salary(job.salary);
  const closes = format.closes(job);
  return (
    <article className="card card--linked job-card" data-testid="job-card">
      <h3 className="job-card__title" lang={job.language}>
        {linked ? (
          <Link to={publicJobPath(job.id)} className="card__link">
            {job.title}
          </Link>
        ) : (
          job.title
        )}
      </h3>
      <p className="job-card__employer">{job.employer}</p>
      <ul className="job-card__facts">
        <li>{job.remote ? t('card.remote') : job.location}</li>
        <li>{format.type(job)}</li>
        {salary && <li>{salary}</li>}
        {foreign && <li>{t(`card.writtenIn.${job.language}`)}</li>}
      </ul>
      {closes && <p className="job-card__closes">{closes}</p>}
    </article>
  );
}
