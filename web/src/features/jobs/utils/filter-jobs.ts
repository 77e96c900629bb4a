import { LANGUAGES, type Language } from '@centre/domain/constants';
import { EMPLOYMENT_TYPES, type EmploymentType, type JobRecord } from '@centre/domain/jobs';
import { isOneOf } from '../../../lib/is-one-of';

/** The public board's filters, as they stand in the URL (?q=&location=&type=&language=&remote=1). */
export interface JobFilters {
  q: string;
  location: string;
  type: EmploymentType | '';
  /** The language the offer is written in. */
  language: Language | '';
  remote: boolean;
}

export const NO_JOB_FILTERS: JobFilters = {
  q: '',
  location: '',
  type: '',
  language: '',
  remote: false,
};

const isEmploymentType = isOneOf(EMPLOYMENT_TYPES);
const isLanguage = isOneOf(LANGUAGES);

export function jobFiltersFrom(params: URLSearchParams): JobFilters {
  const type = params.get('type') ?? '';
  const language = params.get('language') ?? '';
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    type: isEmploymentType(type) ? type : '',
    language: isLanguage(language) ? language : '',
    remote: params.get('remote') === '1',
  };
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The jobs that match every filter: each word of the keyword in the title, employer,
 * description or requirements; the location in the job's location (a remote job matches any
 * location); the employment type; the offer's language; remote only.
 */
export function filterJobs(jobs: readonly JobRecord[], filters: JobFilters): JobRecord[] {
  const words = normalise(filters.q).split(/\s+/).filter(Boolean);
  const location = normalise(filters.location);
  return jobs.filter((job) => {
    if (filters.type && job.employmentType !== filters.type) return false;
    if (filters.language && job.language !== filters.language) return false;
    if (filters.remote && !job.remote) return false;
    if (location && !job.remote && !normalise(job.location).includes(location)) return false;
    if (words.length > 0) {
      const text = normalise(
        [job.title, job.employer, job.description, job.requirements].join(' '),
      );
      if (!words.every((word) => text.includes(word))) return false;
    }
    return true;
  });
}

/** The distinct locations of the jobs, for the location suggestions. */
export function jobLocations(jobs: readonly JobRecord[]): string[] {
  return [...new Set(jobs.filter((job) => !job.remote).map((job) => job.location.trim()))]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b));
}
