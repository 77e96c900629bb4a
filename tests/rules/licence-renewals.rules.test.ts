import { COLLECTIONS } from '@centre/domain/collections';
import {
  LICENCE_RENEWAL_STATUSES,
  type LicenceRenewalStatus,
  type PublicLicenceRenewal,
} from '@centre/domain/licence-renewals';
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTIVE_SERVICE_ID, seedServices } from '../support/applications';
import {
  newRenewalId,
  publicLicenceRenewal,
  seedLicenceRenewalService,
} from '../support/licence-renewals';
import { uidOf, type RulesDb, type StaffActor } from '../support/rules-actors';
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

/** Holders of view_license_renewals (docs/product.md §6): agent, manager, admin. */
const RENEWAL_STAFF: readonly StaffActor[] = ['agent', 'manager', 'admin'];

const EXISTING = newRenewalId();

const { dbOf, documentOperations, withoutRules } = useRulesEnvironment({
  seed: async (db) => {
    await seedServices(db);
    await seedLicenceRenewalService(db);
    await seedRenewal(db, EXISTING, 'in_review');
    await seedHistoryAndNote(db, COLLECTIONS.licenceRenewals, EXISTING, {
      body: 'Called the client about the photo.',
      author: 'manager',
      authorName: 'Manager',
    });
  },
});

/** A renewal as the trigger and the workflow leave it. */
function seedRenewal(db: RulesDb, id: string, status: LicenceRenewalStatus) {
  return submitPublic(db, COLLECTIONS.licenceRenewals, {
    ...publicLicenceRenewal(id),
    status,
    reference: 'LIC-4R7K2W',
    statusNote: '',
    assignedTo: null,
    assignedToName: null,
    statusChangedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

const submit = (db: RulesDb, data: PublicLicenceRenewal | Record<string, unknown>, id?: string) =>
  submitPublic(db, COLLECTIONS.licenceRenewals, data, id);

describe('licenceRenewals: role x operation', () => {
  // The workflow goes through callables (tests/functions/licence-renewals.test.ts).
  itChecksPublicSubmissionAccess(RENEWAL_STAFF, {
    ...documentOperations(COLLECTIONS.licenceRenewals, EXISTING),
    create: (actor) => submit(dbOf(actor), publicLicenceRenewal(newRenewalId())),
    update: (actor) =>
      updateDoc(doc(dbOf(actor), COLLECTIONS.licenceRenewals, EXISTING), {
        status: 'sent_to_authority',
        updatedAt: serverTimestamp(),
      }),
  });
});

describe('licenceRenewals: what the public may send', () => {
  const anonymous = () => dbOf('anonymous');
  const id = newRenewalId();
  const valid = () => publicLicenceRenewal(id);

  it('allows a complete request, one sent by courier, and one from the offline queue', async () => {
    await expectAllowed(submit(anonymous(), valid()));
    const courier = newRenewalId();
    await expectAllowed(
      submit(
        anonymous(),
        publicLicenceRenewal(courier, {
          answers: {
            ...valid().answers,
            delivery: 'courier',
            courierAddress: '4 Mill Lane, Leeds LS1 2AB',
          },
        }),
      ),
    );
    const queued = newRenewalId();
    await expectAllowed(
      submit(anonymous(), publicLicenceRenewal(queued, { source: 'offline_sync' })),
    );
  });

  it('denies a second write to the same id (a repeated sync is harmless)', async () => {
    await expectAllowed(submit(anonymous(), valid()));
    await expectDenied(submit(anonymous(), valid()));
  });

  itDeniesMalformedPublicCreates({
    what: 'request',
    collection: COLLECTIONS.licenceRenewals,
    db: anonymous,
    build: publicLicenceRenewal,
    id,
    newId: newRenewalId,
    forbidden: [
      ['reference', 'LIC-4R7K2W'],
      ['assignedTo', null],
      ['statusNote', 'Approved'],
      ['statusChangedAt', Timestamp.now()],
      ['updatedAt', Timestamp.now()],
    ],
    statuses: LICENCE_RENEWAL_STATUSES,
    notUuid: 'my-renewal',
    staleCreatedAt: Timestamp.fromMillis(Date.now() - 60_000),
  });

  it('denies another service, another kind, and an unknown source', async () => {
    await expectDenied(submit(anonymous(), { ...valid(), serviceId: ACTIVE_SERVICE_ID }));
    await expectDenied(submit(anonymous(), { ...valid(), kind: 'hca' }));
    await expectDenied(submit(anonymous(), { ...valid(), source: 'walk_in' }));
  });

  it('denies every request while the licence-renewal service is inactive', async () => {
    await withoutRules((db) => seedLicenceRenewalService(db, false));
    await expectDenied(submit(anonymous(), valid()));
  });

  it.each(['licenceNumber', 'licenceClass', 'issuingCountry', 'licenceExpiry', 'delivery'])(
    'denies a request without the licence answer %s',
    (key) => {
      const { [key as keyof ReturnType<typeof valid>['answers']]: _omitted, ...answers } =
        valid().answers;
      return expectDenied(submit(anonymous(), { ...valid(), answers }));
    },
  );

  it.each([
    ['an empty licence number', { licenceNumber: '' }],
    ['a licence number of 41 characters', { licenceNumber: 'X'.repeat(41) }],
    ['a numeric licence number', { licenceNumber: 4471902 }],
    ['an expiry that is not a date', { licenceExpiry: 'next year' }],
    ['another delivery', { delivery: 'post' }],
  ])('denies %s', (_, change) =>
    expectDenied(submit(anonymous(), { ...valid(), answers: { ...valid().answers, ...change } })),
  );

  it.each([
    ['in the applications folder', { path: `applications/${id}/licence-1.pdf` }],
    ["in another request's folder", { path: `licenceRenewals/${newRenewalId()}/a.pdf` }],
    ['of another type', { contentType: 'application/zip' }],
    ['over 10 MB', { size: 10 * 1024 * 1024 + 1 }],
  ])('denies a document %s', (_, change) => {
    const [first, ...others] = valid().documents;
    return expectDenied(
      submit(anonymous(), { ...valid(), documents: [{ ...first!, ...change }, ...others] }),
    );
  });

  it('denies a licence renewal written to applications/ instead', () =>
    expectDenied(
      setDoc(doc(anonymous(), COLLECTIONS.applications, id), {
        ...valid(),
        documents: [],
        createdAt: serverTimestamp(),
      }),
    ));
});

describe('licenceRenewals: no client write changes the workflow', () => {
  it.each([
    ['the status', { status: 'ready_for_collection' }],
    ['the assignee', { assignedTo: uidOf('manager'), assignedToName: 'Manager' }],
    ['the message to the client', { statusNote: 'All done' }],
  ])('denies a manager writing %s directly', (_, fields) =>
    expectDenied(
      updateDoc(doc(dbOf('manager'), COLLECTIONS.licenceRenewals, EXISTING), {
        ...fields,
        updatedAt: serverTimestamp(),
      }),
    ),
  );

  it('denies an admin replacing or deleting a request', async () => {
    const ref = doc(dbOf('admin'), COLLECTIONS.licenceRenewals, EXISTING);
    await expectDenied(setDoc(ref, { status: 'completed' }));
    await expectDenied(deleteDoc(ref));
  });
});

describeSubmissionTrail({
  collection: COLLECTIONS.licenceRenewals,
  id: EXISTING,
  readers: RENEWAL_STAFF,
  move: { from: 'in_review', to: 'sent_to_authority' },
  noteBody: 'Licence sent by DHL.',
  env: { dbOf, documentOperations },
});

describeReferenceReservations({
  collection: COLLECTIONS.licenceRenewalReferences,
  reference: 'LIC-4R7K2W',
  data: { renewalId: EXISTING },
  dbOf,
});
