import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCursorPage } from '../cursor-pages';
import { getAllBankClients, getBankClientsPage } from './list-bank-clients-page';

vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('firebase/firestore', async () => ({
  ...(await import('../../test/firestore-constraints')).fakeConstraints,
  collection: () => ({ withConverter: () => 'bankClients' }),
  query: (source: unknown, ...parts: unknown[]) => ({ source, parts }),
}));
vi.mock('../cursor-pages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../cursor-pages')>()),
  readCursorPage: vi.fn(),
}));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const readQuery = () =>
  vi.mocked(readCursorPage).mock.calls.at(-1)![0] as unknown as {
    parts: unknown[];
  };

beforeEach(() =>
  vi.mocked(readCursorPage).mockReset().mockResolvedValue({ rows: [], last: null, full: false }),
);

describe('getBankClientsPage', () => {
  it('asks ONE query for the name token or the hash of the normalised ID number', async () => {
    await getBankClientsPage({ status: 'active', agent: '', search: ' ab-123 456 ' }, null);
    const [filter] = readQuery().parts;
    expect(filter).toEqual({
      type: 'and',
      filters: [
        { type: 'where', field: 'status', op: '==', value: 'active' },
        {
          type: 'or',
          filters: [
            { type: 'where', field: 'searchTokens', op: 'array-contains', value: 'ab123456' },
            { type: 'where', field: 'idNumberHash', op: '==', value: sha256('AB123456') },
          ],
        },
      ],
    });
    expect(readCursorPage).toHaveBeenCalledTimes(1);
    expect(vi.mocked(readCursorPage).mock.calls[0]![1]).toBe(25);
  });

  it('reads without a filter when there is none, newest update first', async () => {
    await getBankClientsPage({ status: '', agent: '', search: 'a' }, null);
    expect(readQuery().parts).toEqual([
      { type: 'orderBy', field: 'updatedAt', direction: 'desc' },
      { type: 'limit', count: 25 },
    ]);
  });
});

describe('getAllBankClients', () => {
  it('reads page after page of 500 until a page is not full', async () => {
    vi.mocked(readCursorPage)
      .mockResolvedValueOnce({
        rows: [{ id: 'c1' }] as never,
        last: { id: 'c1' } as never,
        full: true,
      })
      .mockResolvedValueOnce({ rows: [{ id: 'c2' }] as never, last: null, full: false });
    const rows = await getAllBankClients({ status: '', agent: 'unassigned', search: '' });
    expect(rows.map((row) => row.id)).toEqual(['c1', 'c2']);
    expect(vi.mocked(readCursorPage).mock.calls[0]![1]).toBe(500);
  });
});
