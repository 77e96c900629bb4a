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
import type { Permission } from '@centre/domain/permissions';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { onCall } from '../https/on-call';
import { parseRecord } from '../shared/parse-record';
import { requirePermission, type Caller } from '../shared/require-permission';
import {
  transitionWithHistory,
  type TransitionOutcome,
  type TransitionRequest,
} from '../shared/transition-with-history';

export const jobRef = (jobId: string) => db.collection(COLLECTIONS.jobs).doc(jobId);

export const parseJob = (snapshot: DocumentSnapshot): JobRecord =>
  parseRecord(jobRecordSchema, snapshot);

/** Today in the centre's time zone (settings/booking), as the deadlines are written. */
export async function centreToday(now = new Date()): Promise<string> {
  const settings = await loadBookingSettings();
  return queueDateOf(now, settings.timezone);
}

const POSTING_PERMISSION: Permission = 'manage_jobs';

/**
 * A job posting callable: manage_jobs (requirePermission: claims, live session) AND the
 * /post-jobs page's roles (admin or manager; canPostJobs), so that an agent, who holds
 * manage_jobs but cannot open the page, cannot post either.
 */
export function jobPostingCallable<Answer>(
  handler: (caller: Caller, data: unknown) => Promise<Answer>,
) {
  return onCall(async (request: CallableRequest): Promise<Answer> => {
    const caller = await requirePermission(request, POSTING_PERMISSION);
    const perms = request.auth?.token.perms;
    if (
      !canPostJobs({
        uid: caller.uid,
        role: caller.role,
        permissions: Array.isArray(perms) ? (perms as string[]) : [],
      })
    ) {
      throw new HttpsError('permission-denied', JOB_MESSAGES.notPoster);
    }
    return handler(caller, request.data);
  });
}

/**
 * One step of a job through transitionWithHistory: jobs/{jobId} parsed with the domain schema,
 * JOB_TRANSITIONS, the job messages; the caller's `plan` decides the change.
 */
export function jobStep<Result>(
  jobId: string,
  actorUid: string,
  plan: TransitionRequest<JobRecord, JobStatus, Result>['plan'],
): Promise<TransitionOutcome<Result>> {
  return transitionWithHistory<JobRecord, JobStatus, Result>({
    ref: jobRef(jobId),
    parse: parseJob,
    transitions: JOB_TRANSITIONS,
    actorUid,
    messages: {
      notFound: JOB_MESSAGES.jobNotFound,
      notAllowed: JOB_MESSAGES.notAllowed,
      stale: JOB_MESSAGES.stale,
    },
    plan,
  });
}
