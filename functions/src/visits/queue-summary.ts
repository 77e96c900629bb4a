import { COLLECTIONS } from '@centre/domain/collections';
import { dayBoundsOf } from '@centre/domain/reports';
import {
  DISPLAY_RECENT_CALLS,
  WAIT_ESTIMATE,
  deskRecordSchema,
  queueBoardSchema,
  queueDisplaySchema,
  serviceQueueSchema,
  type CalledTicket,
  type QueueBoard,
  type ServiceNames,
  type ServiceQueue,
  type VisitStatus,
} from '@centre/domain/visits';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../admin';
import { allReads } from './context';

export type BoardDesk = QueueBoard['desks'][string];

/** The most open desks a new day's summaries are started from (a centre has a handful). */
const MAX_OPEN_DESKS = 100;
/** The most waiting visits one recount reads (a day's line of one desk's services). */
export const MAX_WAITING_READ = 1000;

const displayRef = (queueDate: string) => db.collection(COLLECTIONS.queueDisplays).doc(queueDate);
const boardRef = (queueDate: string) => db.collection(COLLECTIONS.queueBoards).doc(queueDate);

/** A stored Timestamp (or Date) as ms since the epoch; null when absent. */
export function millisOf(value: unknown): number | null {
  if (value instanceof Timestamp) return value.toMillis();
  if (value instanceof Date) return value.getTime();
  return null;
}

/** Open desks (desks where open == true), read in the transaction. */
export async function readOpenDesks(transaction: Transaction): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await transaction.get(
    db.collection(COLLECTIONS.desks).where('open', '==', true).limit(MAX_OPEN_DESKS),
  );
  return snapshot.docs;
}

/** Open desks per service, from desk records. */
export function openDesksPerService(
  desks: readonly { serviceIds: readonly string[] }[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const desk of desks) for (const id of desk.serviceIds) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

/** A desk record as the board shows it. */
export function boardDeskOf(snapshot: DocumentSnapshot): BoardDesk {
  const desk = deskRecordSchema.parse({ ...snapshot.data(), id: snapshot.id });
  return {
    deskName: desk.deskName,
    staffName: desk.staffName,
    serviceIds: desk.serviceIds,
    currentTicket: desk.currentTicket,
    currentVisitId: desk.currentVisitId,
    currentStatus: null,
  };
}

/**
 * The waiting visits of `serviceIds` on a queue date, read in the transaction (a bounded query:
 * one day's line). Call next chooses among them; the summaries recount from them.
 */
export async function readWaitingVisits(
  transaction: Transaction,
  queueDate: string,
  serviceIds: readonly string[],
): Promise<QueryDocumentSnapshot[]> {
  if (serviceIds.length === 0) return [];
  const snapshot = await transaction.get(
    db
      .collection(COLLECTIONS.visits)
      .where('queueDate', '==', queueDate)
      .where('status', '==', 'waiting')
      .where('serviceId', 'in', [...serviceIds])
      .limit(MAX_WAITING_READ),
  );
  return snapshot.docs;
}

/**
 * One day's two summaries, queueDisplays/{date} (public: counts, open desks, service times,
 * recent calls) and queueBoards/{date} (staff: who is at which desk, serving which ticket), as
 * the visit callables keep them: read inside the callable's transaction BEFORE any write
 * (QueueDay.read), changed in memory, written back with write() at the end of the same
 * transaction. Every transaction that changes the queue writes the display, so they serialise on
 * it: two of them can never both act on the same state (Firestore retries the loser).
 *
 * A day's summary that does not exist yet starts from the desks open now (a desk opened
 * yesterday and never closed still counts), so the first check-in of a day shows them.
 */
export class QueueDay {
  private constructor(
    readonly queueDate: string,
    private readonly services: Record<string, ServiceQueue>,
    private recentCalls: CalledTicket[],
    private readonly desks: Record<string, BoardDesk> | null,
    private readonly validUntil: Date | null,
  ) {}

  /**
   * Reads the display (and, with `board`, the board) of `queueDate` in the transaction. With the
   * centre's `timezone` the display's validUntil is the end of that day; without it (a callable
   * acting on a visit of its own day) the stored one is kept.
   */
  static async read(
    transaction: Transaction,
    queueDate: string,
    { board = true, timezone }: { board?: boolean; timezone?: string } = {},
  ): Promise<QueueDay> {
    const [displaySnap, boardSnap] = await allReads([
      transaction.get(displayRef(queueDate)),
      board ? transaction.get(boardRef(queueDate)) : Promise.resolve(null),
    ]);
    const openDesks =
      !displaySnap.exists || (boardSnap && !boardSnap.exists)
        ? await readOpenDesks(transaction)
        : null;

    let services: Record<string, ServiceQueue> = {};
    let recentCalls: CalledTicket[] = [];
    let validUntil = timezone ? dayBoundsOf(queueDate, timezone).end : null;
    if (displaySnap.exists) {
      const parsed = queueDisplaySchema.safeParse({ queueDate, ...displaySnap.data() });
      if (parsed.success) {
        ({ services, recentCalls } = parsed.data);
        validUntil ??= parsed.data.validUntil;
      }
    } else if (openDesks) {
      const counts = openDesksPerService(openDesks.map((d) => boardDeskOf(d)));
      for (const [id, count] of Object.entries(counts)) {
        services[id] = { ...emptyServiceQueue(), openDesks: count };
      }
    }

    let desks: Record<string, BoardDesk> | null = null;
    if (boardSnap) {
      desks = {};
      if (boardSnap.exists) {
        const parsed = queueBoardSchema.safeParse({ queueDate, ...boardSnap.data() });
        if (parsed.success) desks = parsed.data.desks;
      } else if (openDesks) {
        for (const desk of openDesks) desks[desk.id] = boardDeskOf(desk);
      }
    }
    return new QueueDay(queueDate, services, recentCalls, desks, validUntil);
  }

  /** A service's entry (created empty), to read or change. */
  service(serviceId: string): ServiceQueue {
    this.services[serviceId] ??= emptyServiceQueue();
    return this.services[serviceId];
  }

  /**
   * The service's names on its line (a callable that read the service: check-in, transfer, open
   * desk), so staff pages name the line without reading the catalogue.
   */
  nameService(service: { id: string; names: ServiceNames }): void {
    if (Object.keys(service.names).length > 0) this.service(service.id).names = service.names;
  }

  /** A visit joined the service's line (check-in, transfer in), waiting since `sinceMs`. */
  addWaiting(service: { id: string; names: ServiceNames }, sinceMs: number): void {
    this.nameService(service);
    const entry = this.service(service.id);
    entry.waiting += 1;
    entry.oldestWaitingSince =
      entry.oldestWaitingSince === null ? sinceMs : Math.min(entry.oldestWaitingSince, sinceMs);
  }

  /**
   * The service's line recounted from its waiting visits as read in this transaction, leaving
   * out `leaving` (the visit this transaction takes out of the line: called, cancelled,
   * transferred away).
   */
  recountWaiting(
    serviceId: string,
    waiting: readonly QueryDocumentSnapshot[],
    leaving: string | null,
  ): void {
    const since = waiting
      .filter((visit) => visit.get('serviceId') === serviceId && visit.id !== leaving)
      .map((visit) => millisOf(visit.get('checkedInAt')) ?? Date.now());
    const entry = this.service(serviceId);
    entry.waiting = since.length;
    entry.oldestWaitingSince = since.length ? Math.min(...since) : null;
  }

  /** A call (or a recall) for the display: newest first, the last DISPLAY_RECENT_CALLS kept. */
  addCall(call: CalledTicket): void {
    this.recentCalls = [call, ...this.recentCalls].slice(0, DISPLAY_RECENT_CALLS);
  }

  /** A completed service: its minutes join the rolling window, and served counts it. */
  addServiceTime(serviceId: string, minutes: number): void {
    const entry = this.service(serviceId);
    entry.serviceMinutes = [...entry.serviceMinutes, minutes].slice(-WAIT_ESTIMATE.window);
    entry.served += 1;
  }

  /** Open desks per service, from all open desks (services no desk serves go to 0). */
  setOpenDesks(counts: Record<string, number>): void {
    for (const id of new Set([...Object.keys(this.services), ...Object.keys(counts)])) {
      this.service(id).openDesks = counts[id] ?? 0;
    }
  }

  /** The board's entry of a desk (its staff member's uid); null removes it (a closed desk). */
  setDesk(uid: string, desk: BoardDesk | null): void {
    if (!this.desks) throw new Error('QueueDay read without its board');
    if (desk) this.desks[uid] = desk;
    else delete this.desks[uid];
  }

  /** The desk's current visit on the board, when the desk is on it. */
  setDeskVisit(
    uid: string,
    visit: { visitId: string; ticket: string; status: VisitStatus } | null,
  ): void {
    const desk = this.desks?.[uid];
    if (!desk) return;
    desk.currentVisitId = visit?.visitId ?? null;
    desk.currentTicket = visit?.ticket ?? null;
    desk.currentStatus = visit?.status ?? null;
  }

  /** The board's entry of a desk, when present. */
  deskOf(uid: string): BoardDesk | null {
    return this.desks?.[uid] ?? null;
  }

  /** Writes back what was read (display always; the board when read). After every read. */
  write(transaction: Transaction): void {
    transaction.set(displayRef(this.queueDate), {
      queueDate: this.queueDate,
      services: this.services,
      recentCalls: this.recentCalls,
      updatedAt: FieldValue.serverTimestamp(),
      ...(this.validUntil && { validUntil: Timestamp.fromDate(this.validUntil) }),
    });
    if (this.desks) {
      transaction.set(boardRef(this.queueDate), {
        queueDate: this.queueDate,
        desks: this.desks,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
  }
}

function emptyServiceQueue(): ServiceQueue {
  return serviceQueueSchema.parse({});
}
