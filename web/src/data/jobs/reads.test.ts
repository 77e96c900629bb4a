/** The jobs board's public reads (the public read endpoint): the published list and one job. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedPaths, stubPublicApi } from '../../test/public-api';
import { getPublicJob } from './get-public-job';
import { getPublishedJobs } from './list-published-jobs';

/** A job as the endpoint answers it: its fields, its id, dates as JSON writes them. */
const answered = (id: string, status: string, title = 'Cook') => ({
  id,
  title,
  employer: 'Mama Africa Kitchen',
  location: 'Edmonton',
  employmentType: 'part_time',
  description: 'Cook.',
  howToApply: { method: 'at_centre', value: '' },
  deadline: '2030-02-01',
  status,
  publishedAt: '2026-11-20T10:30:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('getPublishedJobs', () => {
  it('lists the published jobs in the order the endpoint answers them (newest first)', async () => {
    const stub = stubPublicApi({
      jobs: {
        body: {
          jobs: [
            answered('b', 'published', 'Driver'),
            answered('a', 'published'),
            { id: 'broken', title: 1 },
          ],
        },
      },
    });
    const jobs = await getPublishedJobs();
    expect(askedPaths(stub)).toEqual(['jobs']);
    // A malformed record is left out rather than failing the board.
    expect(jobs.map((job) => job.id)).toEqual(['b', 'a']);
    // Dates come back as Dates (the domain's timestamp schema reads JSON's ISO strings).
    expect(jobs[0]?.publishedAt).toEqual(new Date('2026-11-20T10:30:00.000Z'));
  });

  it('never lists a job that is not published', async () => {
    stubPublicApi({ jobs: { body: { jobs: [answered('d', 'draft'), answered('c', 'closed')] } } });
    expect(await getPublishedJobs()).toEqual([]);
  });
});

describe('getPublicJob', () => {
  it('answers a closed job (its page says so)', async () => {
    const stub = stubPublicApi({ 'jobs/c': { body: { job: answered('c', 'closed') } } });
    expect((await getPublicJob('c'))?.status).toBe('closed');
    expect(askedPaths(stub)).toEqual(['jobs/c']);
  });

  it('answers null for a job the endpoint does not show (404) and for a draft', async () => {
    stubPublicApi({
      'jobs/d': { status: 404 },
      'jobs/e': { body: { job: answered('e', 'draft') } },
    });
    expect(await getPublicJob('d')).toBeNull();
    expect(await getPublicJob('e')).toBeNull();
  });

  it('throws other failures so the page can offer to try again', async () => {
    stubPublicApi({ 'jobs/x': { status: 503 } });
    await expect(getPublicJob('x')).rejects.toThrow('503');
  });
});
