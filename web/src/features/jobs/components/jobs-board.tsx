import { EMPLOYMENT_TYPES } from '@centre/domain/jobs';
import { useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicCatalogue } from '../../../components/public-catalogue';
import { SelectInput } from '../../../components/select-input';
import { TextInput } from '../../../components/text-input';
import { LANGUAGE_OPTIONS } from '../../../lib/language-options';
import { usePublishedJobs } from '../../../data/jobs/list-published-jobs';
import { filterJobs, jobFiltersFrom, jobLocations, type JobFilters } from '../utils/filter-jobs';
import { JobCard } from './job-card';
import { useSetSearchParam } from '../utils/use-search-param';
import '../jobs.css';

/** The seeded service that helps with CVs and job search (emulator-data/services.json). */
export const CV_HELP_SERVICE_PATH = '/services/jobs-help';

/**
 * The public jobs board: the published jobs, newest first, filtered by keyword, location,
 * employment type, the offer's language and remote. The filters live in the URL
 * (?q=&location=&type=&language=&remote=1), so the back button and shared links keep them.
 */
export function JobsBoard() {
  const { t } = useTranslation('jobs');
  const query = usePublishedJobs();
  const jobs = query.data;
  const [params, setParams] = useSearchParams();
  const filters = jobFiltersFrom(params);
  const ids = {
    q: useId(),
    location: useId(),
    type: useId(),
    language: useId(),
    locations: useId(),
  };

  const visible = useMemo(() => filterJobs(jobs ?? [], filters), [jobs, filters]);
  const locations = useMemo(() => jobLocations(jobs ?? []), [jobs]);

  const setParam = useSetSearchParam();
  const update = (key: keyof JobFilters, value: string) => setParam(key, value);
  /** A text or select filter's id, its value read from the URL and its change written back. */
  const filterField = (key: 'q' | 'location' | 'type' | 'language') => ({
    id: ids[key],
    value: filters[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      update(key, event.target.value),
  });

  return (
    <PublicCatalogue
      className="jobs-board"
      titleId="jobs-list-title"
      title={t('board.listTitle')}
      tools={
        <>
          <TextInput
            {...filterField('q')}
            label={t('board.keyword')}
            type="search"
            placeholder={t('board.keywordPlaceholder')}
          />
          <TextInput
            {...filterField('location')}
            label={t('board.location')}
            type="search"
            list={ids.locations}
          />
          <datalist id={ids.locations}>
            {locations.map((location) => (
              <option key={location} value={location} />
            ))}
          </datalist>
          <SelectInput
            {...filterField('type')}
            label={t('board.type')}
            placeholder={t('board.anyType')}
            options={EMPLOYMENT_TYPES.map((type) => ({
              value: type,
              label: t(`employmentType.${type}`),
            }))}
          />
          <SelectInput
            {...filterField('language')}
            label={t('board.language')}
            placeholder={t('board.anyLanguage')}
            options={LANGUAGE_OPTIONS}
          />
          <label className="checkbox jobs-board__remote">
            <input
              type="checkbox"
              checked={filters.remote}
              onChange={(event) => update('remote', event.target.checked ? '1' : '')}
            />
            {t('board.remoteOnly')}
          </label>
        </>
      }
      query={query}
      visible={visible}
      word={(word, values) => t(`board.${word}`, values)}
      none={t('board.noJobs')}
      onClear={() => setParams(new URLSearchParams(), { replace: true })}
      emptyClassName="page-state empty-state"
      emptyExtra={
        <p>
          {t('board.cvHelp')} <Link to={CV_HELP_SERVICE_PATH}>{t('board.cvHelpLink')}</Link>
        </p>
      }
      card={(job) => <JobCard job={job} />}
    />
  );
}
