import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { jobFieldsInput, newJobRecord, type JobStatus } from '@centre/domain/jobs';
import {
  Timestamp,
  doc,
  getDoc,
  limit,
  orderBy,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { STAFF_ACTOR_NAMES, uidOf, type StaffActor, listDocs } from '../support/rules-actors';
import {
  describeHistoryAccess,
  describeStaffAccess,
  readOnly,
  expectAccess,
  expectAllowed,
  expectDenied,
} from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// The jobs board (issue 13): the public reads published jobs (and opens closed or expired ones,
// which say so), staff with view_jobs read every job and its history; no client writes a job
// (saveJob, changeJobStatus and expireJobs do, functions/src/jobs/).

/** Holders of view_jobs (docs/product.md §6.3). */
const JOB_VIEWERS: readonly StaffActor[] = ['agent', 'manager', 'admin'];
const at = (day: string) => Timestamp.fromDate(new Date(`${day}T15:00:00Z`));

const job = (status: JobStatus) => ({
  ...newJobRecord(
    jobFieldsInput.parse({
      title: `Cook (${status})`,
      employer: 'Mama Africa Kitchen',
      location: 'Edmonton',
      employmentType: 'part_time',
      description: 'Cook East African dishes.',
      howToApply: { method: 'at_centre', value: '' },
      deadline: '2030-02-01',
    }),
    { uid: uidOf('manager'), name: 'Mary Manager' },
  ),
  status,
  publishedAt: status === 'draft' ? null : at('2030-01-02'),
  createdAt: at('2030-01-01'),
  updatedAt: at('2030-01-02'),
});

const HISTORY = {
  event: 'published',
  from: 'draft',
  to: 'published',
  note: null,
  detail: '2030-02-01',
  by: uidOf('manager'),
  byName: 'Mary Manager',
  at: at('2030-01-02'),
};

const { dbOf, documentOperations } = useRulesEnvironment({
  seed: async (db) => {
    for (const status of ['draft', 'published', 'closed', 'expired'] as const) {
      await setDoc(doc(db, COLLECTIONS.jobs, `job-${status}`), job(status));
    }
    await setDoc(
      doc(db, COLLECTIONS.jobs, 'job-published', SUBCOLLECTIONS.history, 'event-1'),
      HISTORY,
    );
  },
});

const publishedOnly = (actor: StaffActor) =>
  listDocs(
    dbOf(actor),
    COLLECTIONS.jobs,
    where('status', '==', 'published'),
    orderBy('publishedAt', 'desc'),
    limit(50),
  );

// ---- jobs: the published board is everyone's; writes are nobody's

describeStaffAccess(
  `${COLLECTIONS.jobs} (published)`,
  {
    get: STAFF_ACTOR_NAMES,
    list: STAFF_ACTOR_NAMES,
    create: [],
    update: [],
    delete: [],
  },
  {
    ...documentOperations(COLLECTIONS.jobs, 'job-published', { status: 'closed' }),
    list: publishedOnly,
    create: (actor) => setDoc(doc(dbOf(actor), COLLECTIONS.jobs, `new-${actor}`), job('draft')),
  },
);

// ---- drafts and the whole collection: staff with view_jobs only

describeStaffAccess(`${COLLECTIONS.jobs} (drafts, every status)`, readOnly(JOB_VIEWERS), {
  ...documentOperations(COLLECTIONS.jobs, 'job-draft', { status: 'published' }),
  list: (actor) => listDocs(dbOf(actor), COLLECTIONS.jobs),
});

describeHistoryAccess({
  collection: COLLECTIONS.jobs,
  id: 'job-published',
  readers: JOB_VIEWERS,
  documentOperations,
});

describe('jobs: what the public sees', () => {
  it('refuses a draft to the public, by id and in a query on drafts', async () => {
    const db = dbOf('anonymous');
    await expectDenied(getDoc(doc(db, COLLECTIONS.jobs, 'job-draft')));
    await expectDenied(listDocs(db, COLLECTIONS.jobs, where('status', '==', 'draft')));
  });

  it('refuses the public a list that does not filter on published', async () => {
    const db = dbOf('anonymous');
    await expectDenied(listDocs(db, COLLECTIONS.jobs));
    await expectDenied(
      listDocs(db, COLLECTIONS.jobs, where('status', 'in', ['published', 'draft'])),
    );
    await expectDenied(listDocs(db, COLLECTIONS.jobs, where('status', '==', 'closed')));
  });

  it.each(['closed', 'expired'] as const)(
    'lets anyone open a %s job, so the page can say it is no longer open',
    async (status) => {
      for (const actor of STAFF_ACTOR_NAMES) {
        await expectAllowed(getDoc(doc(dbOf(actor), COLLECTIONS.jobs, `job-${status}`)));
      }
    },
  );

  it('refuses the public and non-viewers a job history', async () => {
    for (const actor of ['anonymous', 'receptionist', 'bank_agent', 'equity'] as const) {
      await expectDenied(
        listDocs(dbOf(actor), [COLLECTIONS.jobs, 'job-published', SUBCOLLECTIONS.history]),
      );
    }
  });
});

describe('jobs: staff read, the callables write', () => {
  it('lets a receptionist (no view_jobs) see only the public board', async () => {
    await expectAllowed(publishedOnly('receptionist'));
    await expectDenied(getDoc(doc(dbOf('receptionist'), COLLECTIONS.jobs, 'job-draft')));
  });

  it('denies even an admin publishing, editing or posting a job directly', async () => {
    for (const actor of ['manager', 'admin'] as const) {
      const db = dbOf(actor);
      await expectDenied(
        updateDoc(doc(db, COLLECTIONS.jobs, 'job-draft'), { status: 'published' }),
      );
      await expectDenied(
        updateDoc(doc(db, COLLECTIONS.jobs, 'job-published'), { postedByName: 'Someone else' }),
      );
      await expectDenied(
        setDoc(doc(db, COLLECTIONS.jobs, 'job-forged'), { ...job('published'), postedBy: 'x' }),
      );
    }
  });

  it('denies staff rewriting a job history', async () => {
    for (const actor of JOB_VIEWERS) {
      await expectAccess(
        false,
        setDoc(
          doc(dbOf(actor), COLLECTIONS.jobs, 'job-published', SUBCOLLECTIONS.history, 'event-2'),
          { ...HISTORY, event: 'closed' },
        ),
      );
    }
  });
});
