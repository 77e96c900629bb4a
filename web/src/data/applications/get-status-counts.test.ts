import { APPLICATION_STATUSES } from '@centre/domain/applications';
import { collection, getCountFromServer, query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStatusCounts } from './get-status-counts';

vi.mock('../../lib/firestore', () => ({ db: { name: 'db' } }));
vi.mock('firebase/firestore', () => ({
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  where: (field: string, op: string, value: unknown) => ({ field, op, value }),
  query: vi.fn((source: unknown, ...constraints: unknown[]) => ({ source, constraints })),
  getCountFromServer: vi.fn(),
}));

type FakeQuery = { source: unknown; constraints: { field: string; value: unknown }[] };

beforeEach(() => {
  vi.mocked(query).mockClear();
  vi.mocked(collection).mockClear();
  vi.mocked(getCountFromServer).mockReset();
  vi.mocked(getCountFromServer).mockImplementation(async (fakeQuery) => {
    const status = (fakeQuery as unknown as FakeQuery).constraints.at(-1)?.value as string;
    const count = APPLICATION_STATUSES.indexOf(status as never) + 1;
    return { data: () => ({ count }) } as never;
  });
});

describe('getStatusCounts', () => {
  it('runs one count aggregation per status over every kind', async () => {
    const counts = await getStatusCounts('all');
    expect(getCountFromServer).toHaveBeenCalledTimes(APPLICATION_STATUSES.length);
    const queries = vi
      .mocked(getCountFromServer)
      .mock.calls.map(([fakeQuery]) => (fakeQuery as unknown as FakeQuery).constraints);
    expect(queries).toEqual(
      APPLICATION_STATUSES.map((status) => [{ field: 'status', op: '==', value: status }]),
    );
    expect(collection).toHaveBeenCalledWith({ name: 'db' }, 'applications');
    expect(counts).toEqual({
      submitted: 1,
      in_review: 2,
      awaiting_info: 3,
      approved: 4,
      rejected: 5,
      completed: 6,
      withdrawn: 7,
    });
  });

  it("scopes every count of the HCA list to kind == 'hca'", async () => {
    await getStatusCounts('hca');
    expect(getCountFromServer).toHaveBeenCalledTimes(APPLICATION_STATUSES.length);
    for (const [fakeQuery] of vi.mocked(getCountFromServer).mock.calls) {
      expect((fakeQuery as unknown as FakeQuery).constraints[0]).toEqual({
        field: 'kind',
        op: '==',
        value: 'hca',
      });
    }
  });
});
