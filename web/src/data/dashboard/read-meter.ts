import {
  count,
  getAggregateFromServer,
  getDoc,
  getDocs,
  type AggregateSpec,
  type AggregateSpecData,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';

/**
 * Counts the document reads Firestore bills for what goes through it (docs/product.md
 * "Dashboard", at most 10 per load): a get is 1 (found or not), a query 1 per document returned
 * and at least 1, an aggregation 1 per 1000 index entries matched and at least 1. The dashboard's
 * loader reads only through a meter, so the page, the emulator test and the benchmark measure the
 * same code.
 */
export class ReadMeter {
  readonly entries: { what: string; reads: number }[] = [];

  get reads(): number {
    return this.entries.reduce((sum, entry) => sum + entry.reads, 0);
  }

  add(what: string, reads: number): void {
    this.entries.push({ what, reads });
  }
}

/** What an aggregation matching `matched` entries costs. */
export function aggregationReads(matched: number): number {
  return Math.max(1, Math.ceil(matched / 1000));
}

export async function meteredGetDoc<T>(meter: ReadMeter, what: string, ref: DocumentReference<T>) {
  const snapshot = await getDoc(ref);
  meter.add(what, 1);
  return snapshot;
}

export async function meteredGetDocs<T>(meter: ReadMeter, what: string, query: Query<T>) {
  const snapshot = await getDocs(query);
  meter.add(what, Math.max(1, snapshot.size));
  return snapshot;
}

/**
 * An aggregation with a count (`matched`) beside `spec`: the count gives what it is billed, so
 * every metered aggregation carries one.
 */
export async function meteredAggregate<T extends AggregateSpec>(
  meter: ReadMeter,
  what: string,
  query: Query,
  spec: T,
): Promise<AggregateSpecData<T> & { matched: number }> {
  const snapshot = await getAggregateFromServer(query, { ...spec, matched: count() });
  const data = snapshot.data() as AggregateSpecData<T> & { matched: number };
  meter.add(what, aggregationReads(data.matched));
  return data;
}

export async function meteredCount(meter: ReadMeter, what: string, query: Query): Promise<number> {
  return (await meteredAggregate(meter, what, query, {})).matched;
}
