import { describe, expect, it } from 'vitest';
import { aJob } from '../testing/jobs';
import { filterJobs, jobFiltersFrom, jobLocations, NO_JOB_FILTERS } from './filter-jobs';

const JOBS = [
  aJob(),
  aJob({
    id: 'job-nurse',
    title: 'Health care aide',
    employer: 'Riverbend Care Home',
    location: 'St. Albert',
    employmentType: 'part_time',
  }),
  aJob({
    id: 'job-remote',
    title: 'Customer support (Kiswahili)',
    employer: 'Simu Connect',
    location: 'Alberta',
    remote: true,
    employmentType: 'contract',
    description: 'Answer calls in Kiswahili and English.',
    language: 'sw',
  }),
];
const ids = (filters: Partial<typeof NO_JOB_FILTERS>) =>
  filterJobs(JOBS, { ...NO_JOB_FILTERS, ...filters }).map((job) => job.id);

describe('filterJobs', () => {
  it('keeps every job without filters, in the order given (newest first)', () => {
    expect(ids({})).toEqual(['job-warehouse', 'job-nurse', 'job-remote']);
  });

  it('matches every keyword word in title, employer, description or requirements', () => {
    expect(ids({ q: 'kiswahili calls' })).toEqual(['job-remote']);
    expect(ids({ q: 'RIVERBEND' })).toEqual(['job-nurse']);
    expect(ids({ q: 'lift 20' })).toEqual(['job-warehouse', 'job-nurse', 'job-remote']);
    expect(ids({ q: 'lift nurse' })).toEqual([]);
  });

  it('filters by location (remote jobs match anywhere), type and remote', () => {
    expect(ids({ location: 'albert' })).toEqual(['job-nurse', 'job-remote']);
    expect(ids({ location: 'edmonton' })).toEqual(['job-warehouse', 'job-remote']);
    expect(ids({ type: 'part_time' })).toEqual(['job-nurse']);
    expect(ids({ remote: true })).toEqual(['job-remote']);
  });

  it('filters by the language the offer is written in', () => {
    expect(ids({ language: 'sw' })).toEqual(['job-remote']);
    expect(ids({ language: 'en' })).toEqual(['job-warehouse', 'job-nurse']);
    expect(ids({ language: 'sw', type: 'part_time' })).toEqual([]);
  });

  it('reads the filters from the URL, ignoring an unknown type or language', () => {
    expect(
      jobFiltersFrom(new URLSearchParams('q=cook&type=contract&remote=1&location=x&language=sw')),
    ).toEqual({ q: 'cook', type: 'contract', remote: true, location: 'x', language: 'sw' });
    expect(jobFiltersFrom(new URLSearchParams('type=gig')).type).toBe('');
    expect(jobFiltersFrom(new URLSearchParams('language=fr')).language).toBe('');
  });

  it('lists the on-site locations once, sorted', () => {
    expect(jobLocations([...JOBS, aJob({ id: 'x' })])).toEqual(['Edmonton', 'St. Albert']);
  });
});
