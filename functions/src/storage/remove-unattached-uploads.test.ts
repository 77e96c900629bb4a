import { UNATTACHED_UPLOAD_MAX_AGE_MS } from '@centre/domain/uploads';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { Bucket } from './bucket';
import { removeUnattachedUploads } from './remove-unattached-uploads';

vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn(), info: vi.fn() } }));

const NOW = Date.UTC(2026, 10, 23, 12);
const OLD = new Date(NOW - UNATTACHED_UPLOAD_MAX_AGE_MS - 1).toISOString();
const YOUNG = new Date(NOW - 1000).toISOString();

/** A bucket listing `pages` one after the other; records deletions. */
function fakeBucket(pages: Array<Array<[name: string, timeCreated: string]>>) {
  const deleted: string[] = [];
  const listings: unknown[] = [];
  const bucket = {
    getFiles: vi.fn(async (query: { pageToken?: string }) => {
      listings.push(query);
      const index = query.pageToken ? Number(query.pageToken) : 0;
      const files = pages[index]!.map(([name, timeCreated]) => ({
        name,
        metadata: { timeCreated },
        delete: vi.fn(async () => void deleted.push(name)),
      }));
      const next = index + 1 < pages.length ? { pageToken: String(index + 1) } : null;
      return [files, next];
    }),
  } as unknown as Bucket;
  return { bucket, deleted, listings };
}

/** Firestore with these applications (id -> listed document paths). */
function fakeDb(applications: Record<string, string[]>) {
  const reads: string[][] = [];
  const db = {
    doc: (path: string) => ({ id: path.split('/')[1]! }),
    getAll: vi.fn(async (...refs: Array<{ id: string }>) => {
      reads.push(refs.map((ref) => ref.id));
      return refs.map(({ id }) => ({
        id,
        exists: id in applications,
        get: (field: string) =>
          field === 'documents' && applications[id]
            ? applications[id].map((path) => ({ path }))
            : undefined,
      }));
    }),
  } as unknown as Firestore;
  return { db, reads };
}

describe('removeUnattachedUploads', () => {
  it('walks every page and deletes only old files that no application lists', async () => {
    const { bucket, deleted, listings } = fakeBucket([
      [
        ['applications/a1/kept.pdf', OLD],
        ['applications/a1/unlisted.pdf', OLD],
        ['applications/gone/old.pdf', OLD],
      ],
      [
        ['applications/gone/young.png', YOUNG],
        ['applications/__x__/odd.pdf', OLD],
      ],
    ]);
    const { db, reads } = fakeDb({ a1: ['applications/a1/kept.pdf'] });

    const report = await removeUnattachedUploads({ bucket, db, nowMs: NOW });

    expect(deleted.sort()).toEqual([
      'applications/__x__/odd.pdf',
      'applications/a1/unlisted.pdf',
      'applications/gone/old.pdf',
    ]);
    expect(report).toEqual({
      checked: 5,
      removed: { 'no-application': 2, 'not-in-application': 1 },
    });
    expect(listings).toHaveLength(2);
    // One read per application per page; an id Firestore refuses is never read.
    expect(reads).toEqual([['a1', 'gone'], ['gone']]);
  });
});
