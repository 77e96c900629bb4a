import { DEFAULT_BOOKING_SETTINGS, localDateTime } from '@centre/domain/bookings';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { mailIds, type MailTemplateData } from '@centre/domain/mail';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { staffNameOf } from '../identity/staff-name';
import { languageOf } from './decisions';
import { isMailAddress, queueMail, type QueueOutcome } from './enqueue';
import { siteUrl } from './links';

/** The hour (centre's zone) the digest leaves, every day. */
export const STAFF_DIGEST_HOUR = 7;
/** What one digest covers: the 24 hours before it leaves. */
const WINDOW_MS = 24 * 3_600_000;

type DigestItem = MailTemplateData['staff_digest']['items'][number];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Which history entries give a record to someone, by the record's collection: the workflows of
 * applications, licence renewals and bank requests write kind 'assignment' with the assignee's
 * uid in `to`; tasks write event 'created' (given to the assignee) and 'reassigned'; visits
 * event 'assigned'. For the tasks and visits the assignee is the record's assignedTo.
 */
export function assigneeOfEntry(
  collection: string,
  entry: Record<string, unknown>,
): 'record' | string | null {
  switch (collection) {
    case COLLECTIONS.applications:
    case COLLECTIONS.licenceRenewals:
    case COLLECTIONS.bankRequests:
      return entry.kind === 'assignment' && text(entry.to) ? text(entry.to) : null;
    case COLLECTIONS.tasks:
      return entry.event === 'created' || entry.event === 'reassigned' ? 'record' : null;
    case COLLECTIONS.visits:
      return entry.event === 'assigned' ? 'record' : null;
    default:
      return null;
  }
}

/** A record as a digest line: its kind, its reference (a task's title, a visit's ticket) and page. */
export function digestItem(collection: string, record: DocumentSnapshot): DigestItem | null {
  const id = encodeURIComponent(record.id);
  const reference = text(record.get('reference'));
  switch (collection) {
    case COLLECTIONS.applications:
      return record.get('kind') === 'hca'
        ? { kind: 'hca_application', label: reference, url: siteUrl(`/hca-applications/${id}`) }
        : { kind: 'application', label: reference, url: siteUrl(`/applications/${id}`) };
    case COLLECTIONS.licenceRenewals:
      return {
        kind: 'licence_renewal',
        label: reference,
        url: siteUrl(`/admin/license-renewals/${id}`),
      };
    case COLLECTIONS.bankRequests:
      return {
        kind: 'bank_request',
        label: reference,
        url: siteUrl(`/bank-services?request=${id}`),
      };
    case COLLECTIONS.tasks:
      return { kind: 'task', label: text(record.get('title')), url: siteUrl(`/tasks/${id}`) };
    case COLLECTIONS.visits:
      return { kind: 'visit', label: text(record.get('ticket')), url: siteUrl(`/visits/${id}`) };
    default:
      return null;
  }
}

/**
 * The records given to each member of staff in [since, until): history entries of an assignment
 * in that window (one collection-group query on history.at), kept when the record is still
 * theirs and someone else gave it to them (taking a record yourself needs no mail).
 */
export async function newAssignments(since: Date, until: Date): Promise<Map<string, DigestItem[]>> {
  const entries = await db
    .collectionGroup(SUBCOLLECTIONS.history)
    .where('at', '>=', Timestamp.fromDate(since))
    .where('at', '<', Timestamp.fromDate(until))
    .get();
  const claims: { record: DocumentReference; collection: string; assignee: string; by: string }[] =
    [];
  for (const entry of entries.docs as QueryDocumentSnapshot[]) {
    const record = entry.ref.parent.parent;
    if (!record || record.parent.parent) continue; // only top-level records
    const assignee = assigneeOfEntry(record.parent.id, entry.data());
    if (assignee)
      claims.push({ record, collection: record.parent.id, assignee, by: text(entry.get('by')) });
  }
  if (!claims.length) return new Map();
  const paths = [...new Map(claims.map((claim) => [claim.record.path, claim.record])).values()];
  const records = new Map(
    (await db.getAll(...paths)).map((snapshot) => [snapshot.ref.path, snapshot]),
  );
  const byUser = new Map<string, Map<string, DigestItem>>();
  for (const claim of claims) {
    const record = records.get(claim.record.path);
    if (!record?.exists) continue;
    const holder = text(record.get('assignedTo'));
    const assignee = claim.assignee === 'record' ? holder : claim.assignee;
    if (!assignee || assignee !== holder || assignee === claim.by) continue;
    const item = digestItem(claim.collection, record);
    if (!item) continue;
    const items = byUser.get(assignee) ?? new Map<string, DigestItem>();
    items.set(record.ref.path, item);
    byUser.set(assignee, items);
  }
  return new Map([...byUser].map(([uid, items]) => [uid, [...items.values()]]));
}

export interface DigestRun {
  day: string;
  outcomes: Record<string, QueueOutcome>;
}

/**
 * One `staff_digest` mail per active member of staff with something newly assigned in the 24 h
 * before `now` (none for nobody new), unless they switched it off (users/{uid}.dailyDigest ===
 * false). The id names the user and the centre's day, so a second run that day sends nothing.
 */
export async function queueStaffDigests(now: Date): Promise<DigestRun> {
  const settings = await loadBookingSettings();
  const day = localDateTime(settings, now).date;
  const assignments = await newAssignments(new Date(now.getTime() - WINDOW_MS), now);
  const outcomes: Record<string, QueueOutcome> = {};
  if (!assignments.size) return { day, outcomes };
  const users = await db.getAll(
    ...[...assignments.keys()].map((uid) => db.doc(`${COLLECTIONS.users}/${uid}`)),
  );
  for (const user of users) {
    const active = user.get('status') === 'active' && user.get('isActive') === true;
    if (!user.exists || !active || user.get('dailyDigest') === false) continue;
    const email = text(user.get('email'));
    if (!isMailAddress(email)) continue;
    outcomes[user.id] = await queueMail(db, {
      id: mailIds.staffDigest(user.id, day),
      to: email,
      ref: { collection: COLLECTIONS.users, id: user.id },
      render: {
        template: 'staff_digest',
        language: languageOf(user.get('language')),
        data: {
          name: staffNameOf(user),
          date: day,
          items: assignments.get(user.id) ?? [],
          settingsUrl: siteUrl('/account-settings'),
        },
      },
    });
  }
  return { day, outcomes };
}

/** Every day at 07:00 in the centre's zone (the default settings' zone). */
export const sendStaffDigests = onSchedule(
  {
    schedule: `0 ${STAFF_DIGEST_HOUR} * * *`,
    timeZone: DEFAULT_BOOKING_SETTINGS.timezone,
  },
  async () => {
    const run = await queueStaffDigests(new Date());
    logger.info('staff digests queued', { day: run.day, users: Object.keys(run.outcomes).length });
  },
);
