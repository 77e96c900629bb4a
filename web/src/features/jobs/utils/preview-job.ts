import { DEFAULT_LANGUAGE } from '@centre/domain/constants';
import { publishDeadline, type JobFields, type JobRecord } from '@centre/domain/jobs';
import { localToday } from '../../../lib/page-today';

/**
 * The job as the public will see it once published: the form's fields, open, with the deadline
 * publishing would give it (the one set, else 30 days from today).
 */
export function previewJob(
  fields: JobFields,
  base?: JobRecord | null,
  today = localToday(),
): JobRecord {
  const published = base?.status === 'published';
  return {
    id: base?.id ?? 'preview',
    ...fields,
    deadline: published
      ? (fields.deadline ?? base.deadline)
      : publishDeadline(fields.deadline, today),
    status: 'published',
    filled: false,
    publishedAt: base?.publishedAt ?? new Date(),
    closedAt: null,
    postedBy: base?.postedBy ?? '',
    postedByName: base?.postedByName ?? '',
    createdAt: base?.createdAt ?? null,
    updatedAt: base?.updatedAt ?? null,
  };
}

/** The form's starting values: the job's, or an empty job applied for at the centre. */
export function jobFormValues(job?: JobRecord | null) {
  return {
    title: job?.title ?? '',
    employer: job?.employer ?? '',
    location: job?.location ?? '',
    remote: job?.remote ?? false,
    employmentType: job?.employmentType ?? ('' as unknown as JobFields['employmentType']),
    description: job?.description ?? '',
    requirements: job?.requirements ?? '',
    salary: job?.salary ?? { min: null, max: null, currency: 'CAD', period: 'hour' as const },
    howToApply: job?.howToApply ?? { method: 'at_centre' as const, value: '' },
    deadline: job?.deadline ?? null,
    language: job?.language ?? DEFAULT_LANGUAGE,
  };
}
