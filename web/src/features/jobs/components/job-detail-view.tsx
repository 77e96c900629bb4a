import type { JobRecord } from '@centre/domain/jobs';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BreadcrumbTrail } from '../../../components/breadcrumb-trail';
import { FactList } from '../../../components/fact-list';
import { useJobFormat } from '../utils/use-job-format';

/** How to apply: an external link, an email address, or at the centre. */
function HowToApply({ job, open }: { job: JobRecord; open: boolean }) {
  const { t } = useTranslation('jobs');
  if (!open) return <p>{t('detail.applyClosed')}</p>;
  const { method, value } = job.howToApply;
  if (method === 'link') {
    return (
      <p>
        <a
          className="btn btn--primary btn--lg"
          href={value}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {t('detail.applyLink')}
          <span className="visually-hidden"> {t('detail.newTab')}</span>
        </a>
      </p>
    );
  }
  if (method === 'email') {
    return (
      <p>
        {t('detail.applyEmail')}{' '}
        <a href={`mailto:${value}?subject=${encodeURIComponent(job.title)}`}>{value}</a>
      </p>
    );
  }
  return (
    <>
      <p>{t('detail.applyAtCentre')}</p>
      {value && <p>{value}</p>}
      <p>
        <Link to="/contact">{t('detail.contactCentre')}</Link>
      </p>
    </>
  );
}

/**
 * A job's page: what it is, the facts, the description and requirements, how to apply and the
 * deadline. A closed, filled or expired job says so instead of offering to apply. Also the
 * back office's preview (`preview`: no breadcrumb, headings one level down).
 */
export function JobDetailView({ job, preview = false }: { job: JobRecord; preview?: boolean }) {
  const { t, i18n } = useTranslation('jobs');
  const format = useJobFormat();
  const open = job.status === 'published';
  // The offer's own words (title, description, requirements) are marked with their language, so
  // that a screen reader speaks them in it; a page in another language says what it is.
  const foreign = job.language !== (i18n.resolvedLanguage ?? job.language);
  const salary = format.salary(job.salary);
  // A job not open says so in its notice above the facts.
  const closes = open ? format.closes(job) : null;
  const Title = preview ? 'h3' : 'h1';
  const Section = preview ? 'h4' : 'h2';
  const previewId = useId();
  const ids = preview ? `${previewId}-` : '';
  // A section of the page, named by its heading.
  const section = (name: string, title: string, body: ReactNode) => (
    <section aria-labelledby={`${ids}job-${name}`} className="job-detail__section">
      <Section id={`${ids}job-${name}`}>{title}</Section>
      {body}
    </section>
  );
  const offerText = (text: string) => (
    <p className="job-detail__text" lang={job.language}>
      {text}
    </p>
  );
  return (
    <article className="job-detail" aria-labelledby={`${ids}job-title`}>
      {!preview && (
        <BreadcrumbTrail
          label={t('detail.breadcrumb')}
          parentTo="/jobs"
          parentLabel={t('detail.jobs')}
          current={job.title}
          currentLang={job.language}
        />
      )}
      <p className="page__eyebrow">{job.employer}</p>
      <Title id={`${ids}job-title`} className="page__title" lang={job.language}>
        {job.title}
      </Title>
      {!open && (
        <div className="notice job-detail__closed" role="status">
          <p>
            {job.filled
              ? t('detail.filled')
              : job.status === 'expired'
                ? t('detail.expired')
                : t('detail.closed')}
          </p>
          <p>
            <Link to="/jobs">{t('detail.seeOpenJobs')}</Link>
          </p>
        </div>
      )}

      {foreign && <p className="job-detail__language">{t(`detail.writtenIn.${job.language}`)}</p>}

      <FactList
        className="job-facts"
        facts={[
          { term: t('detail.location'), value: job.remote ? t('card.remote') : job.location },
          { term: t('detail.type'), value: format.type(job) },
          !!salary && { term: t('detail.salary'), value: salary },
          !!job.deadline && {
            term: t('detail.deadline'),
            value: (
              <>
                {format.deadline(job.deadline)}
                {closes && <span className="job-detail__closes"> ({closes})</span>}
              </>
            ),
          },
        ]}
      />

      {section('description', t('detail.description'), offerText(job.description))}
      {job.requirements &&
        section('requirements', t('detail.requirements'), offerText(job.requirements))}
      {section('apply', t('detail.howToApply'), <HowToApply job={job} open={open || preview} />)}
      {!preview && (
        <p className="job-detail__back">
          <Link to="/jobs">{t('detail.back')}</Link>
        </p>
      )}
    </article>
  );
}
