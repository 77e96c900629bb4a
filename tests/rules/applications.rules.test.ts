import { COLLECTIONS } from '@centre/domain/collections';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  HCA_SERVICE_ID,
  type ApplicationStatus,
  type PublicApplication,
} from '@centre/domain/applications';
import { describe, it } from 'vitest';
import {
  INACTIVE_SERVICE_ID,
  newApplicationId,
  publicApplication,
  seedServices,
} from '../support/applications';
import { APPLICATION_STAFF, uidOf, type RulesDb, type StaffActor } from '../support/rules-actors';
import { expectAllowed, expectDenied } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';
import {
  describeReferenceReservations,
  describeSubmissionTrail,
  itChecksPublicSubmissionAccess,
  itDeniesMalformedPublicCreates,
  seedHistoryAndNote,
  submitPublic,
} from '../support/rules-public-create';

const EXISTING = newApplicationId();

const { dbOf, documentOperations, withoutRules } = useRulesEnvironment({
  seed: async (db) => {
    await seedServices(db);
    await seedApplication(db, EXISTING, 'submitted');
    await seedHistoryAndNote(db, COLLECTIONS.applications, EXISTING, {
      body: 'Called the applicant.',
      author: 'agent',
      authorName: 'Agent',
    });
  },
});

/** An application as the trigger leaves it: reference, priority and assignee set. */
function seedApplication(db: RulesDb, id: string, status: ApplicationStatus) {
  return submitPublic(db, COLLECTIONS.applications, {
    ...publicApplication(id),
    status,
    reference: 'APP-7K3Q9D',
    priority: 'normal',
    assignedTo: null,
    updatedAt: serverTimestamp(),
  });
}

/** The UTC date `days` from today, as YYYY-MM-DD. */
const isoDay = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const submit = (db: RulesDb, data: PublicApplication | Record<string, unknown>, id?: string) =>
  submitPublic(db, COLLECTIONS.applications, data, id);

const staffUpdate = (actor: StaffActor, fields: Record<string, unknown>, id = EXISTING) =>
  updateDoc(doc(dbOf(actor), COLLECTIONS.applications, id), {
    updatedBy: uidOf(actor),
    updatedAt: serverTimestamp(),
    ...fields,
  });

describe('applications: role x operation', () => {
  // The workflow goes through callables (tests/functions/applications-workflow.test.ts).
  itChecksPublicSubmissionAccess(APPLICATION_STAFF, {
    ...documentOperations(COLLECTIONS.applications, EXISTING),
    create: (actor) => submit(dbOf(actor), publicApplication(newApplicationId())),
    update: (actor) => staffUpdate(actor, { status: 'in_review' }),
  });
});

describe('applications: what the public may submit', () => {
  const anonymous = () => dbOf('anonymous');
  const id = newApplicationId();
  const valid = () => publicApplication(id);

  it('allows a complete application, an HCA one and one from the offline queue', async () => {
    await expectAllowed(submit(anonymous(), valid()));
    const hca = newApplicationId();
    await expectAllowed(
      submit(anonymous(), publicApplication(hca, { serviceId: HCA_SERVICE_ID, kind: 'hca' })),
    );
    const queued = newApplicationId();
    await expectAllowed(submit(anonymous(), publicApplication(queued, { source: 'offline_sync' })));
  });

  it('allows the limits themselves: 30 answers of 2000 characters, 10 documents of 10 MB', () => {
    const answers = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`field${i}`, i % 2 ? 'x'.repeat(2000) : i]),
    );
    const documents = Array.from({ length: 10 }, (_, i) => ({
      path: `applications/${id}/file-${i}.pdf`,
      name: `file-${i}.pdf`,
      size: 10 * 1024 * 1024,
      contentType: 'application/pdf' as const,
      field: 'supportingDocument',
    }));
    return expectAllowed(submit(anonymous(), { ...valid(), answers, documents }));
  });

  it('allows single answers of 2000 characters, on several lines, and numbers', () =>
    expectAllowed(
      submit(anonymous(), {
        ...valid(),
        answers: {
          story: `${'x'.repeat(999)}\n`.repeat(2),
          details: 'é'.repeat(2000),
          household: 4,
          empty: '',
        },
      }),
    ));

  it('allows no documents and no answers', () =>
    expectAllowed(submit(anonymous(), { ...valid(), answers: {}, documents: [] })));

  it('denies a second write to the same id (a repeated sync is harmless)', async () => {
    await expectAllowed(submit(anonymous(), valid()));
    await expectDenied(submit(anonymous(), valid()));
    await expectDenied(
      setDoc(
        doc(anonymous(), COLLECTIONS.applications, id),
        { status: 'submitted' },
        { merge: true },
      ),
    );
  });

  itDeniesMalformedPublicCreates({
    what: 'submission',
    collection: COLLECTIONS.applications,
    db: anonymous,
    build: publicApplication,
    id,
    newId: newApplicationId,
    forbidden: [
      ['reference', 'APP-7K3Q9D'],
      ['assignedTo', null],
      ['assignedTo', 'agent-uid'],
      ['priority', 'urgent'],
      ['updatedAt', Timestamp.now()],
      ['isAdmin', true],
    ],
    statuses: APPLICATION_STATUSES,
    notUuid: 'my-application',
    staleCreatedAt: Timestamp.fromDate(new Date('2020-01-01')),
  });

  it('denies a walk_in source (staff-only) and an unknown one', async () => {
    await expectDenied(submit(anonymous(), { ...valid(), source: 'walk_in' }));
    await expectDenied(submit(anonymous(), { ...valid(), source: 'api' }));
  });

  it('denies a kind that does not match the service', async () => {
    await expectDenied(submit(anonymous(), { ...valid(), kind: 'hca' }));
    await expectDenied(
      submit(anonymous(), publicApplication(id, { serviceId: HCA_SERVICE_ID, kind: 'service' })),
    );
  });

  it('denies an unknown or inactive service', async () => {
    await expectDenied(submit(anonymous(), publicApplication(id, { serviceId: 'no-such' })));
    await expectDenied(
      submit(anonymous(), publicApplication(id, { serviceId: INACTIVE_SERVICE_ID })),
    );
  });

  it.each([
    ['an oversize first name', { firstName: 'A'.repeat(81) }],
    ['an empty last name', { lastName: '' }],
    ['an oversize address', { address: 'x'.repeat(301) }],
    ['an oversize email', { email: `${'a'.repeat(250)}@example.org` }],
    ['an email without @', { email: 'amina.example.org' }],
    ['a phone with letters', { phone: 'call me maybe' }],
    ['a short phone', { phone: '123' }],
    ['a date of birth not YYYY-MM-DD', { dateOfBirth: '12/04/1990' }],
    ['the date of birth 9999-99-99 (issue 9, item 10)', { dateOfBirth: '9999-99-99' }],
    ['a date of birth in month 13', { dateOfBirth: '1990-13-01' }],
    ['a date of birth in month 00', { dateOfBirth: '1990-00-10' }],
    ['a date of birth on day 00', { dateOfBirth: '1990-04-00' }],
    ['the date of birth 30 February', { dateOfBirth: '1990-02-30' }],
    ['the date of birth 31 April', { dateOfBirth: '1990-04-31' }],
    ['29 February of a year that is not a leap year', { dateOfBirth: '2023-02-29' }],
    ['29 February 1900 (not a leap year)', { dateOfBirth: '1900-02-29' }],
    ['a date of birth in the far future', { dateOfBirth: '9999-12-31' }],
    ['a date of birth two days from now', { dateOfBirth: isoDay(2) }],
    [
      'a date of birth over 120 years ago',
      { dateOfBirth: `${new Date().getUTCFullYear() - 121}-12-31` },
    ],
    ['a language other than en/sw', { language: 'fr' }],
    ['an extra applicant key', { nationality: 'KE' }],
  ])('denies %s', (_, applicant) =>
    expectDenied(
      submit(anonymous(), { ...valid(), applicant: { ...valid().applicant, ...applicant } }),
    ),
  );

  it.each([
    ['born today', isoDay(0)],
    ['born on 29 February of a leap year', '2024-02-29'],
    ['born on 29 February 2000', '2000-02-29'],
    ['born on 31 December', '1975-12-31'],
    ['born 120 years ago this year', `${new Date().getUTCFullYear() - 120}-01-01`],
  ])('allows an applicant %s', (_, dateOfBirth) =>
    expectAllowed(
      submit(anonymous(), {
        ...publicApplication(newApplicationId()),
        applicant: { ...valid().applicant, dateOfBirth },
      }),
    ),
  );

  it('denies an applicant missing a key', () => {
    const { address: _address, ...applicant } = valid().applicant;
    return expectDenied(submit(anonymous(), { ...valid(), applicant }));
  });

  it.each([
    [
      'answers over 30 x 2000 characters in all',
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, 'x'.repeat(2001)])),
    ],
    ['a single answer of 59,999 characters (issue 9, item 10)', { note: 'x'.repeat(59_999) }],
    ['one answer of 2001 characters among short ones', { a: 'x', b: 'x'.repeat(2001), c: 3 }],
    ['an answer of 2001 characters across lines', { note: `${'x'.repeat(1000)}\n`.repeat(2) }],
    // U+0000 separates the answers in the rules' length check; inside an answer it would split
    // one long answer into short runs.
    [
      'an answer hiding U+0000 between two halves',
      { note: `${'x'.repeat(1500)}\u0000${'x'.repeat(1500)}` },
    ],
    ['an answer holding U+0000', { note: '\u0000' }],
    ['an answer that is a list', { note: ['a', 'b'] }],
    ['an answer that is a map', { note: { nested: true } }],
    ['31 answers', Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`field${i}`, 'x']))],
    ['an answer key over 60 characters', { ['k'.repeat(61)]: 'x' }],
    ['an answer key that is not a field key', { 'first name': 'x' }],
  ])('denies %s', (_, answers) => expectDenied(submit(anonymous(), { ...valid(), answers })));

  const document = () => valid().documents[0]!;
  it.each([
    ['a ZIP file', { contentType: 'application/zip' }],
    ['a file over 10 MB', { size: 10 * 1024 * 1024 + 1 }],
    ['an empty file', { size: 0 }],
    ['a path under another application', { path: `applications/${EXISTING}/photo.jpg` }],
    ['a path outside applications/', { path: 'users/self-uid/photo.jpg' }],
    ['a file name over 200 characters', { name: 'n'.repeat(201) }],
    ['an extra key', { url: 'https://example.org/photo.jpg' }],
  ])('denies a document with %s', (_, change) =>
    expectDenied(submit(anonymous(), { ...valid(), documents: [{ ...document(), ...change }] })),
  );

  it('denies 11 documents', () =>
    expectDenied(
      submit(anonymous(), {
        ...valid(),
        documents: Array.from({ length: 11 }, (_, i) => ({
          ...document(),
          path: `applications/${id}/file-${i}.jpg`,
        })),
      }),
    ));
});

// The workflow moved to the updateApplicationStatus, assignApplication and
// setApplicationPriority callables (one transaction with history, the actor from the server):
// their allowed paths are tested in tests/functions/applications-workflow.test.ts. No client,
// however privileged and however well-formed its write, changes an application any more.
describe('applications: no client write changes the workflow', () => {
  it.each(
    APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => to !== from).map((to) => ({
        from,
        to,
        legal: APPLICATION_TRANSITIONS[from].includes(to),
      })),
    ),
  )('denies an admin moving $from -> $to (legal in the workflow: $legal)', async ({ from, to }) => {
    const id = newApplicationId();
    await withoutRules((db) => seedApplication(db, id, from));
    await expectDenied(staffUpdate('admin', { status: to }, id));
  });

  it.each(['agent', 'manager', 'admin'] as const)(
    'denies %s assigning, prioritising or noting a status change',
    async (actor) => {
      await expectDenied(
        staffUpdate(actor, { assignedTo: uidOf('manager'), assignedToName: 'Grace Manager' }),
      );
      await expectDenied(staffUpdate(actor, { assignedTo: null, assignedToName: null }));
      await expectDenied(staffUpdate(actor, { priority: 'urgent' }));
      await expectDenied(
        staffUpdate(actor, { status: 'in_review', statusNote: 'Documents look complete.' }),
      );
    },
  );

  it('denies the public withdrawing or touching a submitted application', async () => {
    await expectDenied(
      updateDoc(doc(dbOf('anonymous'), COLLECTIONS.applications, EXISTING), {
        status: 'withdrawn',
      }),
    );
    await expectDenied(
      updateDoc(doc(dbOf('anonymous'), COLLECTIONS.applications, EXISTING), {
        applicant: { ...publicApplication(EXISTING).applicant, phone: '+254 700 000 000' },
      }),
    );
  });

  it.each([
    ['reference', 'APP-2222222'],
    ['applicant', { firstName: 'Changed' }],
    ['answers', {}],
    ['documents', []],
    ['kind', 'hca'],
    ['serviceId', HCA_SERVICE_ID],
    ['createdAt', Timestamp.now()],
    ['statusChangedAt', Timestamp.now()],
  ])('denies staff changing %s', (field, value) =>
    expectDenied(staffUpdate('admin', { [field]: value })),
  );

  it('still lets staff with view_applications read what the callables wrote', async () => {
    await withoutRules((db) =>
      updateDoc(doc(db, COLLECTIONS.applications, EXISTING), {
        status: 'in_review',
        assignedTo: uidOf('agent'),
        assignedToName: 'Agent',
        priority: 'urgent',
      }),
    );
    await expectAllowed(getDoc(doc(dbOf('agent'), COLLECTIONS.applications, EXISTING)));
    await expectDenied(getDoc(doc(dbOf('anonymous'), COLLECTIONS.applications, EXISTING)));
  });
});

describeSubmissionTrail({
  collection: COLLECTIONS.applications,
  id: EXISTING,
  readers: APPLICATION_STAFF,
  move: { from: 'submitted', to: 'approved' },
  noteBody: 'Asked for a clearer photo.',
  env: { dbOf, documentOperations },
  // The addApplicationNote callable writes every note with the author's name read on the server
  // (tests/functions/staff-identity.test.ts); a client write, even an honest one, is refused.
  moreNoteTests: (writeNote) =>
    it.each([
      ["under a colleague's name (issue 9, item 8)", { authorName: 'Amina Admin' }],
      ['under their own name', {}],
      ['written as somebody else', { authorId: uidOf('admin') }],
    ])('denies a manager writing a note %s', (_, fields) =>
      expectDenied(writeNote('manager', fields)),
    ),
});

describeReferenceReservations({
  collection: COLLECTIONS.applicationReferences,
  reference: 'APP-7K3Q9D',
  data: { applicationId: EXISTING },
  dbOf,
});
