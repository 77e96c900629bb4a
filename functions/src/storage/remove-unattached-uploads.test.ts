import { UNATTACHED_UPLOAD_MAX_AGE_MS } from '@centre/domain/uploads';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { Bucket } from './bucket';
import { removeUnattachedUploads } from './remove-unattached-uploads';

vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn(), info: vi.fn() } }));

const NOW = Date.UTC(2026, 10, 23, 12);
const OLD = new Date(NOW - UNATTACHED_UPLOAD_MAX_AGE_MS - 1).toISOString();
const YOUNG = new Date(NOW - 1000).toISOString();

type Page = Array<[name: string, timeCreated: string]>;

/**
 * A bucket listing, for each prefix, its `pages` one after the other (a prefix not given lists
 * nothing); records deletions.
 */
function fakeBucket(pagesByPrefix: Record<string, Page[]>) {
  const deleted: string[] = [];
  const listings: unknown[] = [];
  const bucket = {
    getFiles: vi.fn(async (query: { prefix: string; pageToken?: string }) => {
      listings.push(query);
      const pages = pagesByPrefix[query.prefix] ?? [[]];
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

/** Firestore with these submissions ('applications/a1' -> listed document paths). */
function fakeDb(submissions: Record<string, string[]>) {
  const reads: string[][] = [];
  const db = {
    doc: (path: string) => ({ id: path.split('/')[1]!, path }),
    getAll: vi.fn(async (...refs: Array<{ id: string; path: string }>) => {
      reads.push(refs.map((ref) => ref.id));
      return refs.map(({ id, path }) => ({
        id,
        exists: path in submissions,
        get: (field: string) =>
          field === 'documents' && submissions[path]
            ? submissions[path].map((documentPath) => ({ path: documentPath }))
            : undefined,
      }));
    }),
  } as unknown as Firestore;
  return { db, reads };
}

describe('removeUnattachedUploads', () => {
  it('walks every page and deletes only old files that no application lists', async () => {
    const { bucket, deleted, listings } = fakeBucket({
      'applications/': [
        [
          ['applications/a1/kept.pdf', OLD],
          ['applications/a1/unlisted.pdf', OLD],
          ['applications/gone/old.pdf', OLD],
        ],
        [
          ['applications/gone/young.png', YOUNG],
          ['applications/__x__/odd.pdf', OLD],
        ],
      ],
    });
    const { db, reads } = fakeDb({ 'applications/a1': ['applications/a1/kept.pdf'] });

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
    // Two pages of applications/, one (empty) of licenceRenewals/.
    expect(listings).toHaveLength(3);
    // One read per application per page; an id Firestore refuses is never read.
    expect(reads).toEqual([['a1', 'gone'], ['gone']]);
  });

  it('cleans licenceRenewals/ the same way, against the licence renewals', async () => {
    const { bucket, deleted } = fakeBucket({
      'licenceRenewals/': [
        [
          ['licenceRenewals/r1/licence.pdf', OLD],
          ['licenceRenewals/r1/stray.pdf', OLD],
          ['licenceRenewals/never-sent/photo.png', OLD],
          ['licenceRenewals/never-sent/fresh.png', YOUNG],
        ],
      ],
    });
    // An application with the same id does not keep a renewal's file.
    const { db } = fakeDb({
      'licenceRenewals/r1': ['licenceRenewals/r1/licence.pdf'],
      'applications/never-sent': ['licenceRenewals/never-sent/photo.png'],
    });

    const report = await removeUnattachedUploads({ bucket, db, nowMs: NOW });

    expect(deleted.sort()).toEqual([
      'licenceRenewals/never-sent/photo.png',
      'licenceRenewals/r1/stray.pdf',
    ]);
    expect(report).toEqual({
      checked: 4,
      removed: { 'no-application': 1, 'not-in-application': 1 },
    });
  });
});
