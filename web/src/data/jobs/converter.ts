import { jobHistoryEntrySchema, jobRecordSchema, type JobRecord } from '@centre/domain/jobs';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { JobHistoryRecord, JobRecord } from '@centre/domain/jobs';

/**
 * A jobs/{id} document (from the public read endpoint, or the build's Firestore Lite read)
 * checked against the domain schema;
 * a document that does not parse is left out (null) rather than breaking the board.
 */
export function parseJobDocument(id: string, data: unknown): JobRecord | null {
  const parsed = jobRecordSchema.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : null;
}

/** jobs/{id} for staff pages (full SDK): written only by the job callables. */
export const jobConverter = functionsRecordConverter(jobRecordSchema, 'Jobs');

/** jobs/{id}/history/{entryId} */
export const jobHistoryConverter = functionsRecordConverter(
  jobHistoryEntrySchema,
  'History entries',
);
