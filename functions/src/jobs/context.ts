import { COLLECTIONS } from '@centre/domain/collections';
import {
  canPostJobs,
  JOB_MESSAGES,
  JOB_TRANSITIONS,
  jobRecordSchema,
  type JobRecord,
  type JobStatus,
} from '@centre/domain/jobs';
import { queueDateOf } from '@centre/domain/visits';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { gatedCallable } from '../shared/gated-callable';
import { parseRecord } from '../shared/parse-record';
import type { Caller } from '../shared/require-permission';
import type { TransitionOutcome } from '../shared/transition-with-history';
import { workflowStep, type RecordWorkflow, type WorkflowStep } from '../shared/workflow-step';

export const jobRef = (jobId: string) => db.collection(COLLECTIONS.jobs).doc(jobId);

export const parseJob = (snapshot: DocumentSnapshot): JobRecord =>
  parseRecord(jobRecordSchema, snapshot);

/** Today in the centre's time zone (settings/booking), as the deadlines are written. */
export async function centreToday(now = new Date()): Promise<string> {
  const settings = await loadBookingSettings();
  return queueDateOf(now, settings.timezone);
}

/**
 * A job posting callable: manage_jobs (requirePermission: claims, live session) AND the
 * /post-jobs page's roles (admin or manager; canPostJobs), so that an agent, who holds
 * manage_jobs but cannot open the page, cannot post either.
 */
export function jobPostingCallable<Answer>(
  handler: (caller: Caller, data: unknown) => Promise<Answer>,
) {
  return gatedCallable(
    { permission: 'manage_jobs', allows: canPostJobs, refusal: JOB_MESSAGES.notPoster },
    handler,
  );
}

const JOB_WORKFLOW: RecordWorkflow<JobRecord, JobStatus> = {
  collection: COLLECTIONS.jobs,
  schema: jobRecordSchema,
  transitions: JOB_TRANSITIONS,
  messages: {
    notFound: JOB_MESSAGES.jobNotFound,
    notAllowed: JOB_MESSAGES.notAllowed,
    stale: JOB_MESSAGES.stale,
  },
};

/**
 * One step of a job through workflowStep: jobs/{jobId} parsed with the domain schema,
 * JOB_TRANSITIONS, the job messages; the caller's `plan` decides the change.
 */
export function jobStep<Result>(
  jobId: string,
  actorUid: string,
  plan: WorkflowStep<JobRecord, JobStatus, Result>['plan'],
): Promise<TransitionOutcome<Result>> {
  return workflowStep(JOB_WORKFLOW, jobId, { actorUid, plan });
}
