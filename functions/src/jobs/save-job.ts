import { SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  JOB_MESSAGES,
  newJobRecord,
  saveJobInput,
  type JobAnswer,
  type JobFields,
} from '@centre/domain/jobs';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { centreToday, jobPostingCallable, jobRef, jobStep, parseJob } from './context';

/**
 * Creates a draft job or edits a draft or published one (manage_jobs, admin or manager), in one
 * transaction with a history entry (`created` or `edited`). postedBy and postedByName are the
 * caller's, from their token and users/{uid}, never from the input. A create is idempotent by the
 * client's id: a retry by the same poster changes nothing. A closed or expired job is republished
 * before it is edited; a published job keeps its deadline unless a new one (today or later) is
 * given.
 */
export const saveJob = jobPostingCallable(saveJobFor);

export async function saveJobFor(caller: Caller, data: unknown): Promise<JobAnswer> {
  const { jobId, create, job } = parseInput(saveJobInput, data);
  const today = await centreToday();
  if (job.deadline !== null && job.deadline < today) {
    throw new HttpsError('invalid-argument', JOB_MESSAGES.deadlinePast);
  }
  const answer = create ? await createJob(caller, jobId, job) : await editJob(caller, jobId, job);
  logger.info(create ? 'job created' : 'job edited', { jobId, by: caller.uid });
  return answer;
}

async function createJob(caller: Caller, jobId: string, job: JobFields): Promise<JobAnswer> {
  const ref = jobRef(jobId);
  return db.runTransaction(async (transaction) => {
    const [existing, staff] = await Promise.all([
      transaction.get(ref),
      readStaffRecord(transaction, caller.uid),
    ]);
    if (existing.exists) {
      const current = parseJob(existing);
      if (current.postedBy !== caller.uid) {
        throw new HttpsError('already-exists', JOB_MESSAGES.jobExists);
      }
      return { jobId, status: current.status, deadline: current.deadline };
    }
    const record = newJobRecord(job, { uid: caller.uid, name: staffNameOf(staff) });
    transaction.create(ref, {
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.create(ref.collection(SUBCOLLECTIONS.history).doc(), {
      event: 'created',
      from: null,
      to: 'draft',
      note: null,
      detail: null,
      by: caller.uid,
      byName: record.postedByName,
      at: FieldValue.serverTimestamp(),
    });
    return { jobId, status: record.status, deadline: record.deadline };
  });
}

async function editJob(caller: Caller, jobId: string, job: JobFields): Promise<JobAnswer> {
  const { result } = await jobStep<JobAnswer>(jobId, caller.uid, (current) => {
    if (current.status !== 'draft' && current.status !== 'published') {
      throw new HttpsError('failed-precondition', JOB_MESSAGES.notEditable);
    }
    // A published job always has a deadline: an edit without one keeps the current one.
    const deadline =
      current.status === 'published' ? (job.deadline ?? current.deadline) : job.deadline;
    return {
      fields: { ...job, deadline },
      history: [
        { event: 'edited', from: current.status, to: current.status, note: null, detail: null },
      ],
      result: { jobId, status: current.status, deadline },
    };
  });
  return result!;
}
