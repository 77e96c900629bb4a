import { EMPLOYMENT_TYPES } from '@centre/domain/jobs';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FilteredCardGrid } from '../../../components/filtered-card-grid';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import { usePublishedJobs } from '../../../data/jobs/list-published-jobs';
import { filterJobs, jobFiltersFrom, jobLocations, type JobFilters } from '../utils/filter-jobs';
import { JobCard } from './job-card';
import { useSetSearchParam } from '../utils/use-search-param';
import '../jobs.css';

/** The seeded service that helps with CVs and job search (emulator-data/services.json). */
export const CV_HELP_SERVICE_PATH = '/services/jobs-help';

/**
 * The public jobs board: the published jobs, newest first, filtered by keyword, location,
 * employment type and remote. The filters live in the URL (?q=&location=&type=&remote=1), so the
 * back button and shared links keep them.
 */
export function JobsBoard() {
  const { t } = useTranslation('jobs');
  const { data: jobs, isPending, isError, refetch, isRefetching } = usePublishedJobs();
  const [params, setParams] = useSearchParams();
  const filters = jobFiltersFrom(params);
  const ids = { q: useId(), location: useId(), type: useId(), locations: useId() };

  const visible = useMemo(() => filterJobs(jobs ?? [], filters), [jobs, filters]);
  const locations = useMemo(() => jobLocations(jobs ?? []), [jobs]);

  const setParam = useSetSearchParam();
  const update = (key: keyof JobFilters, value: string) => setParam(key, value);

  return (
    <section className="jobs-board" aria-labelledby="jobs-list-title">
      <h2 id="jobs-list-title" className="visually-hidden">
        {t('board.listTitle')}
      </h2>
      <div role="search" className="jobs-board__tools">
        <TextInput
          id={ids.q}
          label={t('board.keyword')}
          type="search"
          placeholder={t('board.keywordPlaceholder')}
          value={filters.q}
          onChange={(event) => update('q', event.target.value)}
        />
        <TextInput
          id={ids.location}
          label={t('board.location')}
          type="search"
          list={ids.locations}
          value={filters.location}
          onChange={(event) => update('location', event.target.value)}
        />
        <datalist id={ids.locations}>
          {locations.map((location) => (
            <option key={location} value={location} />
          ))}
        </datalist>
        <div className="field">
          <label htmlFor={ids.type} className="field__label">
            {t('board.type')}
          </label>
          <select
            id={ids.type}
            className="field__input"
            value={filters.type}
            onChange={(event) => update('type', event.target.value)}
          >
            <option value="">{t('board.anyType')}</option>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`employmentType.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox jobs-board__remote">
          <input
            type="checkbox"
            checked={filters.remote}
            onChange={(event) => update('remote', event.target.checked ? '1' : '')}
          />
          {t('board.remoteOnly')}
        </label>
      </div>

      {isPending && (
        <div className="page-state">
          <Spinner label={t('board.loading')} />
        </div>
      )}
      {isError && (
        <LoadFailedNotice
          message={t('board.loadFailed')}
          retryLabel={t('board.tryAgain')}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      )}
      {jobs && (
        <FilteredCardGrid
          all={jobs}
          visible={visible}
          count={
            visible.length === jobs.length
              ? t('board.count', { count: jobs.length })
              : t('board.countFiltered', { shown: visible.length, count: jobs.length })
          }
          countClassName="jobs-board__count"
          empty={jobs.length === 0 ? t('board.noJobs') : t('board.noMatch')}
          clearLabel={t('board.clear')}
          onClear={() => setParams(new URLSearchParams(), { replace: true })}
          emptyClassName="page-state empty-state"
          emptyExtra={
            <p>
              {t('board.cvHelp')} <Link to={CV_HELP_SERVICE_PATH}>{t('board.cvHelpLink')}</Link>
            </p>
          }
          card={(job) => <JobCard job={job} />}
        />
      )}
    </section>
  );
}
