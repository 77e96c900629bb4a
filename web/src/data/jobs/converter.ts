import { jobHistoryEntrySchema, jobRecordSchema, type JobRecord } from '@centre/domain/jobs';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { JobHistoryRecord, JobRecord } from '@centre/domain/jobs';

/**
 * A jobs/{id} document (from Firestore Lite on public pages) checked against the domain schema;
 * a document that does not parse is left out (null) rather than breaking the board.
 */
export function parseJobDocument(id: string, data: unknown): JobRecord | null {
  const parsed = jobRecordSchema.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : null;
}

const ESTIMATE = { estimateServerTimestamps: true };

/** jobs/{id} for staff pages (full SDK): written only by the job callables. */
export const jobConverter = readOnlyConverter(
  jobRecordSchema,
  'Jobs are written by the functions, not the browser.',
  ESTIMATE,
);

/** jobs/{id}/history/{entryId} */
export const jobHistoryConverter = readOnlyConverter(
  jobHistoryEntrySchema,
  'History entries are written by the functions, not the browser.',
  ESTIMATE,
);
