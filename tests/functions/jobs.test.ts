// The jobs board's callables and expiry job (issue 13) on the emulators: saveJob (create, retry,
// edit), changeJobStatus (publish, close, mark filled, republish; stale and illegal moves), who
// may post (admin or manager, as /post-jobs), identity from the server, and expireJobsBefore.
import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  JOB_MESSAGES,
  addJobDays,
  jobFieldsInput,
  newJobRecord,
  type JobAnswer,
  type JobFieldsInput,
  type JobStatus,
} from '@centre/domain/jobs';
import { queueDateOf } from '@centre/domain/visits';
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXPIRY_ACTOR, expireJobsBefore } from '../../functions/src/jobs/expire-jobs';
import { adminDb, createStaff, type Staff } from '../support/admin';
import {
  expectCallableError,
  signedInClient,
  useEmptyProjectPerTest,
  signedInStaff,
  type Client,
} from '../support/functions-client';

useEmptyProjectPerTest();

const today = () => queueDateOf(new Date(), DEFAULT_BOOKING_SETTINGS.timezone);

const FIELDS: JobFieldsInput = {
  title: 'Warehouse associate',
  employer: 'Prairie Foods Ltd',
  location: 'Edmonton',
  employmentType: 'full_time',
  description: 'Pick and pack orders on day shifts.',
  requirements: 'Able to lift 20 kg.',
  salary: { min: 18, max: 21, currency: 'CAD', period: 'hour' },
  howToApply: { method: 'link', value: 'https://prairiefoods.example/careers' },
};

const jobRef = (id: string) => adminDb.collection(COLLECTIONS.jobs).doc(id);
const readJob = async (id: string) => (await jobRef(id).get()).data() ?? {};
async function historyOf(id: string) {
  const snapshot = await jobRef(id).collection(SUBCOLLECTIONS.history).orderBy('at').get();
  return snapshot.docs.map((entry) => entry.data());
}

let manager: Staff;
let desk: Client;

beforeEach(async () => {
  ({ user: manager, client: desk } = await signedInStaff('manager', {
    displayName: 'Mary Manager',
  }));
});

async function createDraft(fields: JobFieldsInput = FIELDS): Promise<string> {
  const jobId = randomUUID();
  await desk.call<JobAnswer>('saveJob', { jobId, create: true, job: fields });
  return jobId;
}

/** The desk publishes the draft `jobId` (changeJobStatus), answering what it published. */
const publish = (jobId: string) =>
  desk.call<JobAnswer>('changeJobStatus', { jobId, action: 'publish', expectedStatus: 'draft' });

/** A draft published by the desk, as a published job's tests start. */
async function publishedJob(): Promise<string> {
  const jobId = await createDraft();
  await publish(jobId);
  return jobId;
}

/** A job stored as the callables would leave it in `status` (for the expiry job). */
async function storedJob(status: JobStatus, deadline: string): Promise<string> {
  const id = randomUUID();
  await jobRef(id).set({
    ...newJobRecord(jobFieldsInput.parse({ ...FIELDS, deadline }), {
      uid: manager.uid,
      name: 'Mary Manager',
    }),
    status,
    publishedAt: status === 'draft' ? null : FieldValue.serverTimestamp(),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return id;
}

describe('saveJob', () => {
  it('creates a draft under the poster’s server-side identity, with a created entry', async () => {
    const jobId = await createDraft();
    const job = await readJob(jobId);
    expect(job).toMatchObject({
      title: 'Warehouse associate',
      status: 'draft',
      filled: false,
      remote: false,
      deadline: null,
      postedBy: manager.uid,
      postedByName: 'Mary Manager',
      salary: { min: 18, max: 21, currency: 'CAD', period: 'hour' },
      language: 'en',
    });
    expect(await historyOf(jobId)).toMatchObject([
      { event: 'created', from: null, to: 'draft', by: manager.uid, byName: 'Mary Manager' },
    ]);
  });

  it('changes nothing on a retried create by the same poster', async () => {
    const jobId = randomUUID();
    await desk.call('saveJob', { jobId, create: true, job: FIELDS });
    const answer = await desk.call<JobAnswer>('saveJob', {
      jobId,
      create: true,
      job: { ...FIELDS, title: 'Something else' },
    });
    expect(answer).toEqual({ jobId, status: 'draft', deadline: null });
    expect((await readJob(jobId)).title).toBe('Warehouse associate');
    expect(await historyOf(jobId)).toHaveLength(1);
  });

  it('refuses a poster name or poster id sent by the client', async () => {
    await expectCallableError(
      desk.call('saveJob', {
        jobId: randomUUID(),
        create: true,
        job: { ...FIELDS, postedByName: 'The Director' },
      }),
      'invalid-argument',
    );
    expect((await adminDb.collection(COLLECTIONS.jobs).count().get()).data().count).toBe(0);
  });

  it('answers a bad field with its message and writes nothing', async () => {
    const jobId = randomUUID();
    await expectCallableError(
      desk.call('saveJob', { jobId, create: true, job: { ...FIELDS, title: '' } }),
      'invalid-argument',
      JOB_MESSAGES.title,
    );
    await expectCallableError(
      desk.call('saveJob', {
        jobId,
        create: true,
        job: { ...FIELDS, howToApply: { method: 'link', value: 'http://insecure.example' } },
      }),
      'invalid-argument',
      JOB_MESSAGES.applyLink,
    );
    await expectCallableError(
      desk.call('saveJob', { jobId, create: true, job: { ...FIELDS, deadline: '2000-01-01' } }),
      'invalid-argument',
      JOB_MESSAGES.deadlinePast,
    );
    await expectCallableError(
      desk.call('saveJob', { jobId, create: true, job: { ...FIELDS, language: 'fr' } }),
      'invalid-argument',
      JOB_MESSAGES.language,
    );
    expect((await jobRef(jobId).get()).exists).toBe(false);
  });

  it('keeps the language the offer is written in', async () => {
    const jobId = randomUUID();
    await desk.call('saveJob', {
      jobId,
      create: true,
      job: { ...FIELDS, title: 'Mhudumu wa ghala', language: 'sw' },
    });
    expect(await readJob(jobId)).toMatchObject({ title: 'Mhudumu wa ghala', language: 'sw' });
  });

  it('edits a published job, keeping its deadline when none is given', async () => {
    const jobId = await createDraft();
    const published = await publish(jobId);
    await desk.call('saveJob', { jobId, job: { ...FIELDS, title: 'Senior warehouse associate' } });
    expect(await readJob(jobId)).toMatchObject({
      title: 'Senior warehouse associate',
      status: 'published',
      deadline: published.deadline,
    });
    expect((await historyOf(jobId)).map((entry) => entry.event)).toEqual([
      'created',
      'published',
      'edited',
    ]);
  });

  it('refuses editing a closed job, and a job that does not exist', async () => {
    const jobId = await publishedJob();
    await desk.call('changeJobStatus', { jobId, action: 'close', expectedStatus: 'published' });
    await expectCallableError(
      desk.call('saveJob', { jobId, job: FIELDS }),
      'failed-precondition',
      JOB_MESSAGES.notEditable,
    );
    await expectCallableError(
      desk.call('saveJob', { jobId: 'no-such-job', job: FIELDS }),
      'not-found',
      JOB_MESSAGES.jobNotFound,
    );
  });
});

describe('who may post jobs', () => {
  it('refuses an agent (manage_jobs, but /post-jobs is for admins and managers)', async () => {
    const agent = await signedInClient(await createStaff('agent'));
    await expectCallableError(
      agent.call('saveJob', { jobId: randomUUID(), create: true, job: FIELDS }),
      'permission-denied',
      JOB_MESSAGES.notPoster,
    );
    const jobId = await createDraft();
    await expectCallableError(
      agent.call('changeJobStatus', { jobId, action: 'publish', expectedStatus: 'draft' }),
      'permission-denied',
    );
    expect((await readJob(jobId)).status).toBe('draft');
  });

  it('refuses a receptionist, and lets an admin publish a manager’s draft', async () => {
    const receptionist = await signedInClient(await createStaff('receptionist'));
    const jobId = await createDraft();
    await expectCallableError(
      receptionist.call('changeJobStatus', { jobId, action: 'publish', expectedStatus: 'draft' }),
      'permission-denied',
    );
    const { user: admin, client: asAdmin } = await signedInStaff('admin', {
      displayName: 'Ada Admin',
    });
    await asAdmin.call('changeJobStatus', {
      jobId,
      action: 'publish',
      expectedStatus: 'draft',
    });
    expect((await historyOf(jobId)).at(-1)).toMatchObject({
      event: 'published',
      by: admin.uid,
      byName: 'Ada Admin',
    });
  });
});

describe('changeJobStatus', () => {
  it('publishes a draft with a deadline 30 days on when none is set', async () => {
    const jobId = await createDraft();
    const answer = await publish(jobId);
    expect(answer).toEqual({ jobId, status: 'published', deadline: addJobDays(today(), 30) });
    const job = await readJob(jobId);
    expect(job.status).toBe('published');
    expect(job.publishedAt).not.toBeNull();
    expect((await historyOf(jobId)).at(-1)).toMatchObject({
      event: 'published',
      from: 'draft',
      to: 'published',
      detail: addJobDays(today(), 30),
      byName: 'Mary Manager',
    });
  });

  it('publishes with the deadline the draft has', async () => {
    const deadline = addJobDays(today(), 10);
    const jobId = await createDraft({ ...FIELDS, deadline });
    const answer = await publish(jobId);
    expect(answer.deadline).toBe(deadline);
  });

  it('closes a published job, then republishes it with a new deadline', async () => {
    const jobId = await publishedJob();
    await desk.call('changeJobStatus', {
      jobId,
      action: 'close',
      expectedStatus: 'published',
      note: 'Position on hold',
    });
    const closed = await readJob(jobId);
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).not.toBeNull();

    const deadline = addJobDays(today(), 14);
    const answer = await desk.call<JobAnswer>('changeJobStatus', {
      jobId,
      action: 'republish',
      expectedStatus: 'closed',
      deadline,
    });
    expect(answer).toEqual({ jobId, status: 'published', deadline });
    expect(await readJob(jobId)).toMatchObject({ status: 'published', closedAt: null, deadline });
    expect((await historyOf(jobId)).map((entry) => [entry.event, entry.note])).toEqual([
      ['created', null],
      ['published', null],
      ['closed', 'Position on hold'],
      ['republished', null],
    ]);
  });

  it('marks a published job filled (closed), once; republishing clears it', async () => {
    const jobId = await publishedJob();
    const markFilled = () =>
      desk.call('changeJobStatus', { jobId, action: 'mark_filled', expectedStatus: 'published' });
    await markFilled();
    expect(await readJob(jobId)).toMatchObject({ status: 'closed', filled: true });
    // A retry changes nothing and writes no second entry.
    await markFilled();
    expect((await historyOf(jobId)).filter((entry) => entry.event === 'filled')).toHaveLength(1);

    await desk.call('changeJobStatus', { jobId, action: 'republish', expectedStatus: 'closed' });
    expect(await readJob(jobId)).toMatchObject({ status: 'published', filled: false });
  });

  it('marks a closed job filled without moving it', async () => {
    const jobId = await publishedJob();
    await desk.call('changeJobStatus', { jobId, action: 'close', expectedStatus: 'published' });
    await desk.call('changeJobStatus', { jobId, action: 'mark_filled', expectedStatus: 'closed' });
    expect(await readJob(jobId)).toMatchObject({ status: 'closed', filled: true });
    expect((await historyOf(jobId)).at(-1)).toMatchObject({
      event: 'filled',
      from: 'closed',
      to: 'closed',
    });
  });

  it('closes an expired job and republishes one', async () => {
    const first = await storedJob('expired', addJobDays(today(), -3));
    await desk.call('changeJobStatus', {
      jobId: first,
      action: 'close',
      expectedStatus: 'expired',
    });
    expect((await readJob(first)).status).toBe('closed');
    const second = await storedJob('expired', addJobDays(today(), -3));
    const answer = await desk.call<JobAnswer>('changeJobStatus', {
      jobId: second,
      action: 'republish',
      expectedStatus: 'expired',
    });
    expect(answer).toEqual({
      jobId: second,
      status: 'published',
      deadline: addJobDays(today(), 30),
    });
  });

  it('refuses moves outside the table: closing a draft, republishing a published job', async () => {
    const jobId = await createDraft();
    await expectCallableError(
      desk.call('changeJobStatus', { jobId, action: 'close', expectedStatus: 'draft' }),
      'failed-precondition',
      JOB_MESSAGES.notAllowed,
    );
    await publish(jobId);
    await expectCallableError(
      desk.call('changeJobStatus', { jobId, action: 'republish', expectedStatus: 'published' }),
      'failed-precondition',
      JOB_MESSAGES.notAllowed,
    );
    expect((await historyOf(jobId)).map((entry) => entry.event)).toEqual(['created', 'published']);
  });

  it('refuses a change made on a stale view, and a retried publish changes nothing', async () => {
    const jobId = await createDraft();
    await publish(jobId);
    await publish(jobId);
    expect(await historyOf(jobId)).toHaveLength(2);
    await desk.call('changeJobStatus', { jobId, action: 'close', expectedStatus: 'published' });
    await expectCallableError(
      desk.call('changeJobStatus', { jobId, action: 'mark_filled', expectedStatus: 'published' }),
      'failed-precondition',
      JOB_MESSAGES.stale,
    );
  });

  it('refuses a republish deadline in the past, and an unknown job', async () => {
    const jobId = await storedJob('closed', addJobDays(today(), -3));
    await expectCallableError(
      desk.call('changeJobStatus', {
        jobId,
        action: 'republish',
        expectedStatus: 'closed',
        deadline: addJobDays(today(), -1),
      }),
      'invalid-argument',
      JOB_MESSAGES.deadlinePast,
    );
    await expectCallableError(
      desk.call('changeJobStatus', {
        jobId: 'missing',
        action: 'publish',
        expectedStatus: 'draft',
      }),
      'not-found',
      JOB_MESSAGES.jobNotFound,
    );
    expect((await readJob(jobId)).status).toBe('closed');
  });
});

describe('expireJobsBefore', () => {
  it('expires published jobs past their deadline, with history, and only those', async () => {
    const past = await storedJob('published', addJobDays(today(), -1));
    const lastDay = await storedJob('published', today());
    const draftPast = await storedJob('draft', addJobDays(today(), -5));
    const closedPast = await storedJob('closed', addJobDays(today(), -5));

    expect(await expireJobsBefore(today())).toEqual({ expired: 1 });
    const expired = await readJob(past);
    expect(expired.status).toBe('expired');
    expect(expired.closedAt).not.toBeNull();
    expect(await historyOf(past)).toMatchObject([
      { event: 'expired', from: 'published', to: 'expired', ...EXPIRY_ACTOR },
    ]);
    expect((await readJob(lastDay)).status).toBe('published');
    expect((await readJob(draftPast)).status).toBe('draft');
    expect((await readJob(closedPast)).status).toBe('closed');
  });

  it('is idempotent: a second run expires nothing and writes no entry', async () => {
    const past = await storedJob('published', addJobDays(today(), -2));
    await expireJobsBefore(today());
    expect(await expireJobsBefore(today())).toEqual({ expired: 0 });
    expect(await historyOf(past)).toHaveLength(1);
  });
});
