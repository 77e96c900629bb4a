import { addDays as addCalendarDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { z } from 'zod';
import { hasPermission, roleMayOpen, type AccessUser } from './access';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';
import { requiredIdSchema } from './ids';
import { eventHistoryEntrySchema, recordText } from './records';
import { ROUTES } from './routes';
import { textSchema } from './text';
import { timestampSchema } from './timestamps';

/**
 * The jobs board (docs/product.md §3.4 jobs, §4.12): offers the centre posts for employers,
 * read by the public at /jobs and posted at /post-jobs. Every write is a callable with history
 * (functions/src/jobs/); the browser only reads, under firestore.rules.
 */

// ---------------------------------------------------------------------------------------------
// Statuses and transitions (§4.12)

export const JOB_STATUSES = ['draft', 'published', 'closed', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * draft -> published -> closed (by staff) or expired (by the hourly job once the deadline has
 * passed). A closed or expired job may be republished with a new deadline; an expired one may be
 * closed (e.g. marked filled). A draft is never shown to the public.
 */
export const JOB_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  draft: ['published'],
  published: ['closed', 'expired'],
  closed: ['published'],
  expired: ['published', 'closed'],
};

export function canMoveJob(from: JobStatus, to: JobStatus): boolean {
  return JOB_TRANSITIONS[from].includes(to);
}

/** Statuses whose job page the public may open (it says the job is closed); drafts never. */
export const PUBLIC_JOB_STATUSES = [
  'published',
  'closed',
  'expired',
] as const satisfies readonly JobStatus[];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
  expired: 'Expired',
};

/** What staff do to a job's status (changeJobStatus). */
export const JOB_ACTIONS = ['publish', 'close', 'mark_filled', 'republish'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** Where each action takes a job, and from where. */
export const JOB_ACTION_MOVES: Readonly<
  Record<JobAction, { from: readonly JobStatus[]; to: JobStatus }>
> = {
  publish: { from: ['draft'], to: 'published' },
  close: { from: ['published', 'expired'], to: 'closed' },
  mark_filled: { from: ['published', 'expired', 'closed'], to: 'closed' },
  republish: { from: ['closed', 'expired'], to: 'published' },
};

/** The actions open on a job in `status` (a filled job is not marked filled again). */
export function jobActionsFor(job: { status: JobStatus; filled: boolean }): JobAction[] {
  return JOB_ACTIONS.filter(
    (action) =>
      JOB_ACTION_MOVES[action].from.includes(job.status) &&
      !(action === 'mark_filled' && job.filled) &&
      !(action === 'close' && job.status === 'closed'),
  );
}

export const JOB_ACTION_LABELS: Record<JobAction, string> = {
  publish: 'Publish',
  close: 'Close',
  mark_filled: 'Mark filled',
  republish: 'Republish',
};

/** History events of a job (jobs/{id}/history `event`). */
export const JOB_EVENTS = [
  'created',
  'edited',
  'published',
  'closed',
  'filled',
  'expired',
  'republished',
] as const;
export type JobEvent = (typeof JOB_EVENTS)[number];

export const JOB_EVENT_LABELS: Record<JobEvent, string> = {
  created: 'Created',
  edited: 'Edited',
  published: 'Published',
  closed: 'Closed',
  filled: 'Marked filled',
  expired: 'Expired',
  republished: 'Republished',
};

export const JOB_ACTION_EVENTS: Record<JobAction, JobEvent> = {
  publish: 'published',
  close: 'closed',
  mark_filled: 'filled',
  republish: 'republished',
};

// ---------------------------------------------------------------------------------------------
// Who posts jobs

/** The /post-jobs route's roles (docs/product.md §6.4: admin or manager; admins always pass). */
const POST_JOBS_ROUTE = ROUTES.find((route) => route.page === 'post-jobs');

/**
 * Whether a user may post jobs: the page's rule (role admin, superadmin or manager) AND
 * manage_jobs. An agent holds manage_jobs but cannot open /post-jobs, so the callables refuse
 * them as well: the page and the server agree.
 */
export function canPostJobs(user: AccessUser | null | undefined): boolean {
  return roleMayOpen(POST_JOBS_ROUTE, user) && hasPermission(user, 'manage_jobs');
}

// ---------------------------------------------------------------------------------------------
// Fields

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
  'volunteer',
  'per_diem',
  'other',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  volunteer: 'Volunteer',
  per_diem: 'Per diem',
  other: 'Other',
};

/** Google for Jobs' employmentType values. */
export const GOOGLE_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  per_diem: 'PER_DIEM',
  other: 'OTHER',
};

export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** schema.org QuantitativeValue unitText of each period. */
const SALARY_UNITS: Record<SalaryPeriod, string> = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

export const APPLY_METHODS = ['link', 'email', 'at_centre'] as const;
export type ApplyMethod = (typeof APPLY_METHODS)[number];

/**
 * The most published jobs the public board loads, newest first (publicData's /api/public/jobs):
 * the board's filters work on this one read.
 */
export const PUBLISHED_JOBS_LIMIT = 200;

/** Days a published job stays open when no deadline is given (and when republished). */
export const DEFAULT_JOB_DAYS = 30;

export const JOB_LIMITS = {
  title: 150,
  employer: 150,
  location: 150,
  description: 8000,
  requirements: 4000,
  applyValue: 500,
  note: 1000,
  currency: 3,
  maxSalary: 100_000_000,
} as const;

export const JOB_MESSAGES = {
  title: 'Enter the job title',
  employer: 'Enter the employer',
  location: 'Enter where the job is (a town, or "Remote")',
  employmentType: 'Choose the type of employment',
  description: 'Describe the job',
  deadline: 'Enter the deadline as a date (YYYY-MM-DD)',
  deadlinePast: 'The deadline must be today or later',
  salaryAmount: 'Enter the salary as a number of 0 or more',
  salaryRange: 'The highest salary must not be below the lowest',
  salaryCurrency: 'Enter the currency as three capital letters (e.g. CAD)',
  salaryPeriod: 'Choose per hour, day, week, month or year',
  applyMethod: 'Choose how to apply',
  language: 'Choose the language the offer is written in',
  applyLink: 'Enter the web address to apply at, starting with https://',
  applyEmail: 'Enter the email address to apply to',
  jobNotFound: 'That job was not found',
  jobExists: 'A job with that id already exists',
  notEditable: 'A closed or expired job cannot be edited; republish it first',
  notAllowed: 'A job cannot move that way',
  stale: 'This job changed meanwhile; look again',
  alreadyFilled: 'This job is already marked filled',
  notPoster: 'Only admins and managers post jobs',
} as const;

// ---------------------------------------------------------------------------------------------
// Callable inputs (and the posting form, which uses the same schema)

const requiredText = (max: number, message: string, multiline = false) =>
  textSchema({ max, multiline }).pipe(z.string().min(1, message));

const amount = z
  .number({ error: JOB_MESSAGES.salaryAmount })
  .finite({ error: JOB_MESSAGES.salaryAmount })
  .min(0, JOB_MESSAGES.salaryAmount)
  .max(JOB_LIMITS.maxSalary, JOB_MESSAGES.salaryAmount);

export const salarySchema = z
  .strictObject({
    min: amount.nullable().optional().default(null),
    max: amount.nullable().optional().default(null),
    currency: z
      .string({ error: JOB_MESSAGES.salaryCurrency })
      .regex(/^[A-Z]{3}$/, JOB_MESSAGES.salaryCurrency),
    period: z.enum(SALARY_PERIODS, { error: JOB_MESSAGES.salaryPeriod }),
  })
  .refine((salary) => salary.min !== null || salary.max !== null, {
    error: JOB_MESSAGES.salaryAmount,
    path: ['min'],
  })
  .refine((salary) => salary.min === null || salary.max === null || salary.max >= salary.min, {
    error: JOB_MESSAGES.salaryRange,
    path: ['max'],
  });
export type Salary = z.output<typeof salarySchema>;

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const howToApplySchema = z
  .strictObject({
    method: z.enum(APPLY_METHODS, { error: JOB_MESSAGES.applyMethod }),
    /** link: an https address; email: an address; at_centre: an optional note (whom to ask). */
    value: textSchema({ max: JOB_LIMITS.applyValue }).optional().default(''),
  })
  .superRefine((apply, context) => {
    if (apply.method === 'link' && !isHttpsUrl(apply.value)) {
      context.addIssue({ code: 'custom', message: JOB_MESSAGES.applyLink, path: ['value'] });
    }
    if (apply.method === 'email' && !EMAIL_PATTERN.test(apply.value)) {
      context.addIssue({ code: 'custom', message: JOB_MESSAGES.applyEmail, path: ['value'] });
    }
  });
export type HowToApply = z.output<typeof howToApplySchema>;

/** An https address with a host (the domain has no DOM, so no URL class: a pattern). */
const HTTPS_URL_PATTERN = /^https:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(:\d+)?(\/\S*)?$/;

function isHttpsUrl(value: string): boolean {
  return HTTPS_URL_PATTERN.test(value);
}

const isoDay = z.iso.date({ error: JOB_MESSAGES.deadline });

/** The fields staff write on a job (the posting form and saveJob). */
export const jobFieldsInput = z.strictObject({
  title: requiredText(JOB_LIMITS.title, JOB_MESSAGES.title),
  employer: requiredText(JOB_LIMITS.employer, JOB_MESSAGES.employer),
  location: requiredText(JOB_LIMITS.location, JOB_MESSAGES.location),
  remote: z.boolean().optional().default(false),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: JOB_MESSAGES.employmentType }),
  description: requiredText(JOB_LIMITS.description, JOB_MESSAGES.description, true),
  requirements: textSchema({ max: JOB_LIMITS.requirements, multiline: true })
    .optional()
    .default(''),
  salary: salarySchema.nullable().optional().default(null),
  howToApply: howToApplySchema,
  /** The last day to apply (YYYY-MM-DD, the centre's day); none: 30 days after publishing. */
  deadline: isoDay.nullable().optional().default(null),
  /**
   * The language the offer's own words (title, description, requirements) are written in: the
   * pages mark them with it, and say so when it is not the page's.
   */
  language: z
    .enum(LANGUAGES, { error: JOB_MESSAGES.language })
    .optional()
    .default(DEFAULT_LANGUAGE),
});
export type JobFieldsInput = z.input<typeof jobFieldsInput>;
export type JobFields = z.output<typeof jobFieldsInput>;

const jobId = requiredIdSchema(JOB_MESSAGES.jobNotFound);

/**
 * saveJob: `create` makes a draft under the client's new id (a retry of the same create by the
 * same poster changes nothing); otherwise the draft or published job is edited.
 */
export const saveJobInput = z.strictObject({
  jobId,
  create: z.boolean().optional().default(false),
  job: jobFieldsInput,
});
export type SaveJobInput = z.input<typeof saveJobInput>;

/** changeJobStatus: `expectedStatus` is what the caller saw; a stale change is refused. */
export const changeJobStatusInput = z.strictObject({
  jobId,
  action: z.enum(JOB_ACTIONS),
  expectedStatus: z.enum(JOB_STATUSES),
  /** republish (and publish): a new deadline; none means DEFAULT_JOB_DAYS from today. */
  deadline: isoDay.nullable().optional().default(null),
  note: textSchema({ max: JOB_LIMITS.note, multiline: true }).optional().default(''),
});
export type ChangeJobStatusInput = z.input<typeof changeJobStatusInput>;

export interface JobAnswer {
  jobId: string;
  status: JobStatus;
  deadline: string | null;
}

export interface ExpiredJobsCount {
  expired: number;
}

// ---------------------------------------------------------------------------------------------
// Deadlines ("closes in N days"), on the centre's calendar days (YYYY-MM-DD)

/** `day` plus `days` calendar days. */
export function addJobDays(day: string, days: number): string {
  return format(addCalendarDays(parseISO(day), days), 'yyyy-MM-dd');
}

/** The deadline a job gets when published on `today`: the one set, else 30 days on. */
export function publishDeadline(deadline: string | null, today: string): string {
  return deadline && deadline >= today ? deadline : addJobDays(today, DEFAULT_JOB_DAYS);
}

/**
 * Calendar days from `today` to the deadline: 0 the last day, 1 the day before, negative once it
 * has passed. The deadline day is the last day to apply.
 */
export function daysUntilDeadline(deadline: string, today: string): number {
  return differenceInCalendarDays(parseISO(deadline), parseISO(today));
}

/** Whether a published job's deadline has passed on `today` (the expiry job's test). */
export function isPastDeadline(deadline: string | null, today: string): boolean {
  return deadline !== null && deadline < today;
}

// ---------------------------------------------------------------------------------------------
// Stored records (parsed by functions and by the web converters)

export const salaryRecordSchema = z.object({
  min: z.number().nullable().catch(null),
  max: z.number().nullable().catch(null),
  currency: recordText,
  period: z.enum(SALARY_PERIODS).catch('month'),
});

export const jobRecordSchema = z.object({
  id: z.string(),
  title: recordText,
  employer: recordText,
  location: recordText,
  remote: z.boolean().catch(false),
  employmentType: z.enum(EMPLOYMENT_TYPES).catch('other'),
  description: recordText,
  requirements: recordText,
  salary: salaryRecordSchema.nullable().catch(null),
  howToApply: z
    .object({ method: z.enum(APPLY_METHODS), value: recordText })
    .catch({ method: 'at_centre', value: '' }),
  deadline: z.string().nullable().catch(null),
  /** Jobs posted before the field existed were all written in English. */
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
  status: z.enum(JOB_STATUSES),
  filled: z.boolean().catch(false),
  publishedAt: timestampSchema,
  closedAt: timestampSchema,
  postedBy: recordText,
  postedByName: recordText,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type JobRecord = z.infer<typeof jobRecordSchema>;

/** The history entry's detail: published, republished: the deadline set. */
export const jobHistoryEntrySchema = eventHistoryEntrySchema(JOB_EVENTS, JOB_STATUSES);
export type JobHistoryRecord = z.infer<typeof jobHistoryEntrySchema>;

/** jobs/{id} as saveJob (and the seed) stores a new draft, without its time stamps. */
export function newJobRecord(fields: JobFields, poster: { uid: string; name: string }) {
  return {
    ...fields,
    status: 'draft' as const,
    filled: false,
    publishedAt: null,
    closedAt: null,
    postedBy: poster.uid,
    postedByName: poster.name,
  };
}

// ---------------------------------------------------------------------------------------------
// schema.org JobPosting (Google for Jobs)

export interface JobPostingOptions {
  /** The page's address (the posting's `url`). */
  url?: string;
  /** The country of the job's location (ISO 3166 alpha-2), e.g. the centre's. */
  country?: string;
}

/** A job's public page (`/jobs/:jobId` in the route table). */
export function publicJobPath(jobId: string): string {
  return `/jobs/${encodeURIComponent(jobId)}`;
}

/**
 * The JSON-LD of a published job: title, description, datePosted, validThrough,
 * hiringOrganization, jobLocation (or jobLocationType TELECOMMUTE with the country applicants
 * must live in), employmentType in Google's values, and baseSalary when a salary is given.
 */
export function jobPostingJsonLd(
  job: Pick<
    JobRecord,
    | 'id'
    | 'title'
    | 'description'
    | 'employer'
    | 'location'
    | 'remote'
    | 'employmentType'
    | 'salary'
    | 'deadline'
    | 'publishedAt'
  >,
  options: JobPostingOptions = {},
): Record<string, unknown> {
  const country = options.country ?? 'CA';
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.employer, value: job.id },
    datePosted: job.publishedAt ? job.publishedAt.toISOString().slice(0, 10) : undefined,
    validThrough: job.deadline ? `${job.deadline}T23:59:59` : undefined,
    employmentType: GOOGLE_EMPLOYMENT_TYPES[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: job.employer },
    url: options.url,
  };
  if (job.remote) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: country };
  } else {
    posting.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: country },
    };
  }
  const salary = job.salary;
  if (salary && (salary.min !== null || salary.max !== null)) {
    const value: Record<string, unknown> = {
      '@type': 'QuantitativeValue',
      unitText: SALARY_UNITS[salary.period],
    };
    if (salary.min !== null && salary.max !== null && salary.min !== salary.max) {
      value.minValue = salary.min;
      value.maxValue = salary.max;
    } else {
      value.value = salary.min ?? salary.max;
    }
    posting.baseSalary = { '@type': 'MonetaryAmount', currency: salary.currency, value };
  }
  // Leave out what is unknown rather than write nulls into the structured data.
  return Object.fromEntries(Object.entries(posting).filter(([, value]) => value !== undefined));
}

/** The JSON-LD as a <script> body: `<` escaped so no text of the job can end the script. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
