import { COLLECTIONS, QUEUE_SETTINGS_PATH } from '@centre/domain/collections';
import { REPORT_DAYS_COLLECTION, REPORT_EVENTS } from '@centre/domain/reports';
import { DEFAULT_QUEUE_SETTINGS } from '@centre/domain/visits';
import { Timestamp, doc, documentId, getDoc, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { listDocs, recordFor, type StaffActor } from '../support/rules-actors';
import { describeStaffAccess, expectAllowed, expectDenied } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// reportDays/{YYYY-MM-DD}: the reports' daily rollups (domain/src/reports.ts), written only by
// the functions in functions/src/reports; read by active staff with view_reports (managers,
// agents, admins), by id or as a range of days, as web/src/data/reports/load-report.ts does.
// reportDays/{day}/events/{eventId}: the triggers' idempotency markers, never for a client.
// settings/queue: its get is also open to view_reports holders (the wait target).

/** Holders of view_reports (docs/product.md §6.3). */
const REPORT_READERS: readonly StaffActor[] = ['agent', 'manager', 'admin'];

const reportDay = {
  counts: { 'v:in:svc-general:9': 4, 'v:st:svc-general:completed': 3 },
  labels: { 'service:svc-general': 'General enquiries', 'staff:agent-uid': 'Amina Otieno' },
  rebuiltAt: null,
  updatedAt: Timestamp.fromDate(new Date('2030-01-07T08:00:00Z')),
};
const DAYS = ['2030-01-06', '2030-01-07', '2030-01-08'];
/** The second at which the revoked manager's sessions were ended (token times are in seconds). */
const REVOKED_AT = 1_900_000_000;
const REVOKED_MANAGER = 'revoked-manager-uid';

const {
  dbOf,
  dbWithRecord,
  documentOperations,
  dbOfManagerMustChangePassword,
  dbOfRestrictedAgent,
} = useRulesEnvironment({
  seed: async (db) => {
    for (const day of DAYS) await setDoc(doc(db, REPORT_DAYS_COLLECTION, day), reportDay);
    await setDoc(doc(db, REPORT_DAYS_COLLECTION, '2030-01-07', REPORT_EVENTS, 'event-1'), {
      at: reportDay.updatedAt,
    });
    await setDoc(doc(db, QUEUE_SETTINGS_PATH), DEFAULT_QUEUE_SETTINGS);
    await setDoc(doc(db, COLLECTIONS.userRevocations, REVOKED_MANAGER), {
      revokedAt: REVOKED_AT,
    });
  },
});

/** The loader's query: a range of days by document id. */
const listRange = (actor: StaffActor) =>
  listDocs(
    dbOf(actor),
    REPORT_DAYS_COLLECTION,
    where(documentId(), '>=', '2030-01-06'),
    where(documentId(), '<=', '2030-01-31'),
  );

describeStaffAccess(
  REPORT_DAYS_COLLECTION,
  { get: REPORT_READERS, list: REPORT_READERS, create: [], update: [], delete: [] },
  { ...documentOperations(REPORT_DAYS_COLLECTION, '2030-01-07', reportDay), list: listRange },
);

describe('reportDays: the reports rollups', () => {
  it('lets a manager list a whole range and get a day that has no rollup yet', async () => {
    await expectAllowed(listDocs(dbOf('manager'), REPORT_DAYS_COLLECTION));
    await expectAllowed(getDoc(doc(dbOf('manager'), REPORT_DAYS_COLLECTION, '2031-05-01')));
  });

  it('denies a receptionist and a bank agent the range, though they see the dashboard', async () => {
    await expectDenied(listRange('receptionist'));
    await expectDenied(listRange('bank_agent'));
  });

  it('denies a manager token from a sign-in before its sessions were revoked, not a later one', async () => {
    const signedInAt = (authTime: number) =>
      getDoc(
        doc(
          dbWithRecord(recordFor(REVOKED_MANAGER, 'manager'), [], { auth_time: authTime }),
          REPORT_DAYS_COLLECTION,
          '2030-01-07',
        ),
      );
    await expectDenied(signedInAt(REVOKED_AT - 60));
    await expectAllowed(signedInAt(REVOKED_AT + 60));
  });

  it('denies a manager who must still change the password, the restricted and the inactive', async () => {
    await expectDenied(
      getDoc(doc(dbOfManagerMustChangePassword(), REPORT_DAYS_COLLECTION, '2030-01-07')),
    );
    await expectDenied(getDoc(doc(dbOfRestrictedAgent(), REPORT_DAYS_COLLECTION, '2030-01-07')));
    await expectDenied(listRange('equity'));
    await expectDenied(listRange('inactive_admin'));
  });

  it('denies a manager inflating a count and an admin rebuilding a day from the browser', async () => {
    await expectDenied(
      updateDoc(doc(dbOf('manager'), REPORT_DAYS_COLLECTION, '2030-01-07'), {
        'counts.v:in:svc-general:9': 400,
      }),
    );
    await expectDenied(
      setDoc(doc(dbOf('admin'), REPORT_DAYS_COLLECTION, '2030-01-07'), {
        ...reportDay,
        rebuiltAt: Timestamp.now(),
      }),
    );
    await expectDenied(setDoc(doc(dbOf('admin'), REPORT_DAYS_COLLECTION, '2030-02-01'), {}));
  });

  it('denies the idempotency markers to everyone, even an admin, for any operation', async () => {
    const marker = (actor: 'admin' | 'manager', id = 'event-1') =>
      doc(dbOf(actor), REPORT_DAYS_COLLECTION, '2030-01-07', REPORT_EVENTS, id);
    await expectDenied(getDoc(marker('admin')));
    await expectDenied(getDoc(marker('manager')));
    await expectDenied(
      listDocs(dbOf('admin'), [REPORT_DAYS_COLLECTION, '2030-01-07', REPORT_EVENTS]),
    );
    await expectDenied(setDoc(marker('manager', 'event-2'), { at: reportDay.updatedAt }));
    await expectDenied(setDoc(marker('admin'), { at: reportDay.updatedAt }));
  });

  it('leaves the visits themselves to their own rules (reports are not a way around them)', () =>
    expectDenied(listDocs(dbOf('bank_agent'), COLLECTIONS.visits)));
});

describe('settings/queue for the reports', () => {
  it('lets report readers get the wait target, and nobody else or list it', async () => {
    for (const actor of REPORT_READERS) {
      await expectAllowed(getDoc(doc(dbOf(actor), QUEUE_SETTINGS_PATH)));
    }
    await expectDenied(getDoc(doc(dbOf('bank_agent'), QUEUE_SETTINGS_PATH)));
    await expectDenied(getDoc(doc(dbOf('equity'), QUEUE_SETTINGS_PATH)));
    await expectDenied(getDoc(doc(dbOf('anonymous'), QUEUE_SETTINGS_PATH)));
    await expectDenied(listDocs(dbOf('manager'), COLLECTIONS.settings));
  });
});
