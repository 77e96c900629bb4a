/**
 * firebase/firestore's constraint factories as plain descriptions, so that a query builder's
 * output can be compared: `vi.mock('firebase/firestore', async () =>
 * (await import('../../test/firestore-constraints')).fakeConstraints)`.
 */
export const fakeConstraints = {
  where: (field: string, op: string, value: unknown) => ({ type: 'where', field, op, value }),
  and: (...filters: unknown[]) => ({ type: 'and', filters }),
  or: (...filters: unknown[]) => ({ type: 'or', filters }),
  orderBy: (field: string, direction = 'asc') => ({ type: 'orderBy', field, direction }),
  limit: (count: number) => ({ type: 'limit', count }),
  startAfter: (cursor: unknown) => ({ type: 'startAfter', cursor }),
};
