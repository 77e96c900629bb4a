import { jobRecordSchema, type JobRecord } from '@centre/domain/jobs';

/** A published job as the board reads it; `overrides` change any field. */
export function aJob(overrides: Partial<JobRecord> = {}): JobRecord {
  return {
    ...jobRecordSchema.parse({
      id: 'job-warehouse',
      title: 'Warehouse associate',
      employer: 'Prairie Foods Ltd',
      location: 'Edmonton',
      remote: false,
      employmentType: 'full_time',
      description: 'Pick and pack orders on day shifts.',
      requirements: 'Able to lift 20 kg.',
      salary: { min: 18, max: 21, currency: 'CAD', period: 'hour' },
      howToApply: { method: 'link', value: 'https://prairiefoods.example/careers' },
      deadline: '2030-02-01',
      status: 'published',
      filled: false,
      postedBy: 'manager-uid',
      postedByName: 'Mary Manager',
    }),
    publishedAt: new Date('2030-01-02T15:00:00Z'),
    ...overrides,
  };
}
