import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import type { AnonymisedCount } from '@centre/domain/visits';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { loadQueueSettings } from './context';

/** What an anonymised visitor keeps as a name (reports still count them). */
export const ANONYMISED_NAME = 'Anonymised';
/** Visitors read per page, and writes per batch (Firestore allows 500). */
const PAGE = 100;
const BATCH_WRITES = 400;

/** The visitor's details that identify them, cleared. */
const CLEARED_VISITOR = {
  firstName: ANONYMISED_NAME,
  lastName: '',
  phone: null,
  email: null,
  dateOfBirth: null,
  idType: null,
  idNumber: null,
  nationality: null,
  address: null,
  notes: null,
  searchTokens: [],
  anonymised: true,
};

/** A visit's free text about the person, cleared; ticket, service, times and statuses stay. */
const CLEARED_VISIT = { visitorName: ANONYMISED_NAME, purpose: '', outcome: null };

/** `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Clears the details of every visitor not anonymised yet whose last visit was before `cutoff`
 * (or, never having visited, who was registered before it), and the visitor name, purpose and
 * outcome of their visits, the notes of those visits' history and the visitor name in the label
 * of tasks and staff messages linked to them. Batched; a run that stops half way is finished by the next one (the
 * visitor is marked anonymised in the batch that clears its last visits), and a second run finds
 * nothing left to do.
 */
export async function anonymiseVisitorsBefore(cutoff: Date): Promise<AnonymisedCount> {
  const before = Timestamp.fromDate(cutoff);
  const visitors = db.collection(COLLECTIONS.visitors).where('anonymised', '==', false);
  const queries: Query[] = [
    visitors.where('lastVisitAt', '<', before),
    visitors.where('lastVisitAt', '==', null).where('createdAt', '<', before),
  ];
  const count: AnonymisedCount = { visitors: 0, visits: 0 };
  for (const query of queries) {
    // Each page's visitors leave the query (anonymised: true), so the next page is the first.
    for (;;) {
      const page = await query.limit(PAGE).get();
      if (page.empty) break;
      for (const visitor of page.docs) {
        count.visits += await anonymiseVisitor(visitor.ref);
        count.visitors += 1;
      }
      if (page.size < PAGE) break;
    }
  }
  return count;
}

/** Batched updates, committed every BATCH_WRITES writes and at the end. */
class Writer {
  private batch: WriteBatch = db.batch();
  private writes = 0;

  async update(ref: DocumentReference, fields: Record<string, unknown>): Promise<void> {
    this.batch.update(ref, fields);
    this.writes += 1;
    if (this.writes === BATCH_WRITES) await this.commit();
  }

  async commit(): Promise<void> {
    await this.batch.commit();
    this.batch = db.batch();
    this.writes = 0;
  }
}

/**
 * One visitor: their visits, the visits' history notes (the free text a desk wrote, which may
 * name them) and the tasks and staff messages linked to the visits (whose label is "ticket ·
 * visitor name": the ticket only is kept), in batches; then the visitor last, so an interrupted run resumes.
 */
async function anonymiseVisitor(visitor: DocumentReference): Promise<number> {
  const visits = await db.collection(COLLECTIONS.visits).where('visitorId', '==', visitor.id).get();
  const writer = new Writer();
  const now = FieldValue.serverTimestamp();
  for (const visit of visits.docs) {
    await writer.update(visit.ref, { ...CLEARED_VISIT, updatedAt: now });
    const history = await visit.ref
      .collection(SUBCOLLECTIONS.history)
      .where('note', '!=', null)
      .get();
    for (const entry of history.docs) await writer.update(entry.ref, { note: null });
    const tasks = await db
      .collection(COLLECTIONS.tasks)
      .where('relatedTo.id', '==', visit.id)
      .get();
    const ticket = typeof visit.get('ticket') === 'string' ? String(visit.get('ticket')) : '';
    const label = ticket || visit.id;
    for (const task of tasks.docs) {
      if (task.get('relatedTo.kind') !== 'visit') continue;
      await writer.update(task.ref, { 'relatedTo.label': label });
    }
    // Staff messages about the visit, and their thread's last message, carry the same label.
    const [messages, threads] = await Promise.all([
      db.collection(COLLECTIONS.messages).where('about.id', '==', visit.id).get(),
      db.collection(COLLECTIONS.messageThreads).where('lastMessage.about.id', '==', visit.id).get(),
    ]);
    for (const message of messages.docs) {
      if (message.get('about.kind') !== 'visit') continue;
      await writer.update(message.ref, { 'about.label': label });
    }
    for (const thread of threads.docs) {
      if (thread.get('lastMessage.about.kind') !== 'visit') continue;
      await writer.update(thread.ref, { 'lastMessage.about.label': label });
    }
  }
  await writer.update(visitor, {
    ...CLEARED_VISITOR,
    anonymisedAt: now,
    updatedAt: now,
  });
  await writer.commit();
  return visits.size;
}

/**
 * Every night: visitors whose last visit is older than settings/queue retentionMonths are
 * anonymised (docs/product.md §3.4). A failed run is simply done again the next night.
 */
export const anonymiseOldVisitors = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'America/Edmonton' },
  async () => {
    const settings = await loadQueueSettings();
    const cutoff = retentionCutoff(new Date(), settings.retentionMonths);
    const count = await anonymiseVisitorsBefore(cutoff);
    logger.info('old visitors anonymised', { cutoff: cutoff.toISOString(), ...count });
  },
);
