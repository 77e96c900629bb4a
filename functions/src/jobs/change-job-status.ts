import {
  JOB_ACTION_EVENTS,
  JOB_ACTION_MOVES,
  JOB_MESSAGES,
  changeJobStatusInput,
  publishDeadline,
  type JobAnswer,
} from '@centre/domain/jobs';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { centreToday, jobPostingCallable, jobRef, jobStep, parseJob } from './context';

/**
 * Moves a job along (manage_jobs, admin or manager), in one transaction with its history entry:
 * - publish: draft -> published (publishedAt; the deadline set, else 30 days from today);
 * - close: published or expired -> closed (closedAt);
 * - mark_filled: published, expired or closed -> closed with filled: true;
 * - republish: closed or expired -> published with a new deadline (the one given, else 30 days),
 *   filled cleared and publishedAt renewed (the posting is new again for search engines).
 * `expectedStatus` other than the job's is failed-precondition (stale); a move outside
 * JOB_ACTION_MOVES is failed-precondition; a retry of a move already made changes nothing.
 */
export const changeJobStatus = jobPostingCallable(changeJobStatusFor);

export async function changeJobStatusFor(caller: Caller, data: unknown): Promise<JobAnswer> {
  const { jobId, action, expectedStatus, deadline, note } = parseInput(changeJobStatusInput, data);
  const today = await centreToday();
  if (deadline !== null && deadline < today) {
    throw new HttpsError('invalid-argument', JOB_MESSAGES.deadlinePast);
  }
  const move = JOB_ACTION_MOVES[action];

  const { changed, result } = await jobStep<JobAnswer>(jobId, caller.uid, (current) => {
    // A retry of the same move (the status the caller asked for is already there): nothing.
    const done =
      action === 'mark_filled'
        ? current.status === 'closed' && current.filled
        : current.status === move.to && expectedStatus !== current.status;
    if (done) return null;
    if (current.status !== expectedStatus) {
      throw new HttpsError('failed-precondition', JOB_MESSAGES.stale);
    }
    if (action === 'mark_filled' && current.filled) {
      throw new HttpsError('failed-precondition', JOB_MESSAGES.alreadyFilled);
    }
    if (!move.from.includes(current.status)) {
      throw new HttpsError('failed-precondition', JOB_MESSAGES.notAllowed);
    }

    const fields: Record<string, unknown> = {};
    let detail: string | null = null;
    if (move.to === 'published') {
      const newDeadline =
        action === 'republish'
          ? publishDeadline(deadline, today)
          : publishDeadline(deadline ?? current.deadline, today);
      fields.deadline = newDeadline;
      fields.publishedAt = FieldValue.serverTimestamp();
      fields.closedAt = null;
      fields.filled = false;
      detail = newDeadline;
    } else {
      if (current.status !== 'closed') fields.closedAt = FieldValue.serverTimestamp();
      if (action === 'mark_filled') fields.filled = true;
    }
    return {
      status: move.to,
      fields,
      history: [
        {
          event: JOB_ACTION_EVENTS[action],
          from: current.status,
          to: move.to,
          note: note || null,
          detail,
        },
      ],
      result: {
        jobId,
        status: move.to,
        deadline: (fields.deadline as string | undefined) ?? current.deadline,
      },
    };
  });

  if (changed) logger.info('job status changed', { jobId, action, by: caller.uid });
  if (result) return result;
  const current = parseJob(await jobRef(jobId).get());
  return { jobId, status: current.status, deadline: current.deadline };
}
