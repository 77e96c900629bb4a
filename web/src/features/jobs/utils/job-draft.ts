import { readSessionDraft, STAFF_DRAFT_PREFIX } from '../../../lib/session-draft';

/** Where the job form keeps what was typed (lib/use-form-session-draft.ts): per job, or the new one. */
export function jobDraftKey(jobId: string | null | undefined): string {
  return `${STAFF_DRAFT_PREFIX}job:${jobId ?? 'new'}`;
}

/** Whether this tab keeps a draft of the job's form (the new job's, for no id). */
export function hasJobDraft(jobId: string | null | undefined): boolean {
  return readSessionDraft(jobDraftKey(jobId)) !== null;
}
