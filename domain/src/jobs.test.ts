import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from './permissions';
import {
  EMPLOYMENT_TYPES,
  JOB_MESSAGES,
  JOB_STATUSES,
  JOB_TRANSITIONS,
  addJobDays,
  canMoveJob,
  canPostJobs,
  changeJobStatusInput,
  daysUntilDeadline,
  isPastDeadline,
  jobActionsFor,
  jobFieldsInput,
  jobPostingJsonLd,
  jobRecordSchema,
  jsonLdScript,
  publishDeadline,
  saveJobInput,
  type JobFieldsInput,
  type JobRecord,
} from './jobs';
import { firstIssue } from './users';

const FIELDS: JobFieldsInput = {
  title: 'Warehouse associate',
  employer: 'Prairie Foods Ltd',
  location: 'Edmonton',
  employmentType: 'full_time',
  description: 'Pick and pack orders.',
  howToApply: { method: 'email', value: 'jobs@prairiefoods.example' },
};

const message = (result: { success: boolean; error?: unknown }) =>
  firstIssue(result as never) ?? null;

describe('job transitions', () => {
  // draft -> published -> closed or expired, and back to published by republishing.
  it.each([
    ['draft', 'published'],
    ['published', 'closed'],
    ['published', 'expired'],
    ['closed', 'published'],
    ['expired', 'published'],
  ] as const)('moves %s -> %s', (from, to) => expect(canMoveJob(from, to)).toBe(true));

  it('never goes back to draft, nor skips publishing', () => {
    for (const status of JOB_STATUSES) expect(canMoveJob(status, 'draft')).toBe(false);
    expect(canMoveJob('draft', 'closed')).toBe(false);
    expect(canMoveJob('draft', 'expired')).toBe(false);
    expect(JOB_TRANSITIONS.closed).not.toContain('expired');
  });

  it('offers the actions each status allows, and mark filled once', () => {
    expect(jobActionsFor({ status: 'draft', filled: false })).toEqual(['publish']);
    expect(jobActionsFor({ status: 'published', filled: false })).toEqual(['close', 'mark_filled']);
    expect(jobActionsFor({ status: 'closed', filled: false })).toEqual([
      'mark_filled',
      'republish',
    ]);
    expect(jobActionsFor({ status: 'closed', filled: true })).toEqual(['republish']);
    expect(jobActionsFor({ status: 'expired', filled: false })).toEqual([
      'close',
      'mark_filled',
      'republish',
    ]);
  });
});

describe('who posts jobs', () => {
  const user = (role: string) => ({
    uid: 'u',
    role,
    permissions: [...(ROLE_PERMISSIONS[role as 'admin'] ?? [])],
  });

  it('admits admins, superadmins and managers, as the /post-jobs route does', () => {
    expect(canPostJobs(user('admin'))).toBe(true);
    expect(canPostJobs(user('superadmin'))).toBe(true);
    expect(canPostJobs(user('manager'))).toBe(true);
  });

  it('refuses an agent (manage_jobs but not the page), a receptionist and no user', () => {
    expect(canPostJobs(user('agent'))).toBe(false);
    expect(canPostJobs(user('receptionist'))).toBe(false);
    expect(canPostJobs(user('bank_agent'))).toBe(false);
    expect(canPostJobs(null)).toBe(false);
  });
});

describe('job inputs', () => {
  it('accepts a job with defaults for remote, requirements, salary and deadline', () => {
    const parsed = jobFieldsInput.parse(FIELDS);
    expect(parsed).toMatchObject({
      remote: false,
      requirements: '',
      salary: null,
      deadline: null,
      language: 'en',
      howToApply: { method: 'email', value: 'jobs@prairiefoods.example' },
    });
  });

  it("keeps the offer's language, refuses one the pages do not speak, reads an old job as English", () => {
    expect(jobFieldsInput.parse({ ...FIELDS, language: 'sw' }).language).toBe('sw');
    expect(message(jobFieldsInput.safeParse({ ...FIELDS, language: 'fr' }))).toBe(
      JOB_MESSAGES.language,
    );
    const stored = { ...jobFieldsInput.parse(FIELDS), id: 'old', status: 'published' };
    delete (stored as { language?: string }).language;
    expect(jobRecordSchema.parse(stored).language).toBe('en');
  });

  it('says which field is missing', () => {
    expect(message(jobFieldsInput.safeParse({ ...FIELDS, title: '  ' }))).toBe(JOB_MESSAGES.title);
    expect(message(jobFieldsInput.safeParse({ ...FIELDS, employmentType: 'gig' }))).toBe(
      JOB_MESSAGES.employmentType,
    );
    expect(message(jobFieldsInput.safeParse({ ...FIELDS, deadline: '31/12/2030' }))).toBe(
      JOB_MESSAGES.deadline,
    );
  });

  it('checks how to apply: an https link, an email address, or at the centre', () => {
    const apply = (method: string, value: string) =>
      message(jobFieldsInput.safeParse({ ...FIELDS, howToApply: { method, value } }));
    expect(apply('link', 'http://example.org/jobs')).toBe(JOB_MESSAGES.applyLink);
    expect(apply('link', 'javascript:alert(1)')).toBe(JOB_MESSAGES.applyLink);
    expect(apply('email', 'not an email')).toBe(JOB_MESSAGES.applyEmail);
    expect(apply('link', 'https://example.org/jobs')).toBeNull();
    expect(apply('at_centre', '')).toBeNull();
  });

  it('checks a salary range, its currency and period', () => {
    const salary = (value: unknown) =>
      message(jobFieldsInput.safeParse({ ...FIELDS, salary: value }));
    expect(salary({ min: 20, max: 10, currency: 'CAD', period: 'hour' })).toBe(
      JOB_MESSAGES.salaryRange,
    );
    expect(salary({ min: 20, currency: 'cad', period: 'hour' })).toBe(JOB_MESSAGES.salaryCurrency);
    expect(salary({ min: -1, currency: 'CAD', period: 'hour' })).toBe(JOB_MESSAGES.salaryAmount);
    expect(salary({ currency: 'CAD', period: 'hour' })).toBe(JOB_MESSAGES.salaryAmount);
    expect(salary({ min: 20, currency: 'CAD', period: 'fortnight' })).toBe(
      JOB_MESSAGES.salaryPeriod,
    );
    expect(salary({ min: 20, max: 25, currency: 'CAD', period: 'hour' })).toBeNull();
  });

  it('refuses unknown keys and ids that are not document ids', () => {
    expect(saveJobInput.safeParse({ jobId: 'job-1', job: FIELDS, postedBy: 'x' }).success).toBe(
      false,
    );
    expect(message(saveJobInput.safeParse({ jobId: 'a/b', job: FIELDS }))).toBe(
      JOB_MESSAGES.jobNotFound,
    );
    expect(
      changeJobStatusInput.safeParse({ jobId: 'job-1', action: 'delete', expectedStatus: 'draft' })
        .success,
    ).toBe(false);
  });
});

describe('deadlines', () => {
  it('counts calendar days to the deadline, the deadline day being the last', () => {
    expect(daysUntilDeadline('2030-01-10', '2030-01-01')).toBe(9);
    expect(daysUntilDeadline('2030-01-01', '2030-01-01')).toBe(0);
    expect(daysUntilDeadline('2030-03-01', '2030-02-28')).toBe(1);
    expect(daysUntilDeadline('2029-12-31', '2030-01-01')).toBe(-1);
  });

  it('gives a job 30 days when published without a deadline or with a past one', () => {
    expect(publishDeadline(null, '2030-01-01')).toBe('2030-01-31');
    expect(publishDeadline('2029-12-01', '2030-01-01')).toBe('2030-01-31');
    expect(publishDeadline('2030-01-05', '2030-01-01')).toBe('2030-01-05');
    expect(addJobDays('2030-02-20', 10)).toBe('2030-03-02');
  });

  it('is past only after the deadline day', () => {
    expect(isPastDeadline('2030-01-01', '2030-01-01')).toBe(false);
    expect(isPastDeadline('2030-01-01', '2030-01-02')).toBe(true);
    expect(isPastDeadline(null, '2030-01-02')).toBe(false);
  });
});

describe('jobPostingJsonLd', () => {
  const job: JobRecord = jobRecordSchema.parse({
    id: 'job-1',
    ...jobFieldsInput.parse(FIELDS),
    deadline: '2030-02-01',
    status: 'published',
    publishedAt: { toDate: () => new Date('2030-01-02T15:00:00Z') },
  });

  it('describes an on-site job for Google for Jobs', () => {
    expect(jobPostingJsonLd(job, { url: 'https://centre.example/jobs/job-1' })).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Warehouse associate',
      description: 'Pick and pack orders.',
      identifier: { '@type': 'PropertyValue', name: 'Prairie Foods Ltd', value: 'job-1' },
      datePosted: '2030-01-02',
      validThrough: '2030-02-01T23:59:59',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Prairie Foods Ltd' },
      url: 'https://centre.example/jobs/job-1',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Edmonton', addressCountry: 'CA' },
      },
    });
  });

  it('marks a remote job TELECOMMUTE with the country applicants must live in', () => {
    const posting = jobPostingJsonLd({ ...job, remote: true, employmentType: 'contract' });
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'CA' });
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.employmentType).toBe('CONTRACTOR');
  });

  it('adds baseSalary as a MonetaryAmount with a range or a single value', () => {
    const range = jobPostingJsonLd({
      ...job,
      salary: { min: 18, max: 22, currency: 'CAD', period: 'hour' },
    });
    expect(range.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', minValue: 18, maxValue: 22, unitText: 'HOUR' },
    });
    const single = jobPostingJsonLd({
      ...job,
      salary: { min: null, max: 52000, currency: 'CAD', period: 'year' },
    });
    expect(single.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', value: 52000, unitText: 'YEAR' },
    });
    expect(jobPostingJsonLd(job).baseSalary).toBeUndefined();
  });

  // Google for Jobs' employmentType values, from its documentation.
  const google = [
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
    'INTERN',
    'VOLUNTEER',
    'PER_DIEM',
    'OTHER',
  ];
  it.each(EMPLOYMENT_TYPES)('maps the employment type %s to one of Google’s values', (type) => {
    expect(google).toContain(jobPostingJsonLd({ ...job, employmentType: type }).employmentType);
  });

  it('maps no two employment types to the same Google value', () => {
    const mapped = EMPLOYMENT_TYPES.map(
      (type) => jobPostingJsonLd({ ...job, employmentType: type }).employmentType,
    );
    expect(new Set(mapped).size).toBe(EMPLOYMENT_TYPES.length);
  });

  it('escapes < so a description cannot end the script element', () => {
    const script = jsonLdScript(jobPostingJsonLd({ ...job, description: '</script><b>x' }));
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script).description).toBe('</script><b>x');
  });
});
