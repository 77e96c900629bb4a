import { beforeEach, describe, expect, it, vi } from 'vitest';

const firestore = vi.hoisted(() => ({
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  where: vi.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
  limit: vi.fn((n: number) => ({ limit: n })),
  query: vi.fn((...parts: unknown[]) => ({ parts })),
  onSnapshot: vi.fn(),
}));
vi.mock('firebase/firestore', () => firestore);
vi.mock('../../../lib/firestore', () => ({ db: {} }));

const { subscribeToUnreadCount } = await import('./subscribe-to-unread-count');

describe('subscribeToUnreadCount (docs/product.md §7)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for my unread messages, at most 100 documents', () => {
    firestore.onSnapshot.mockReturnValue(() => undefined);
    subscribeToUnreadCount('me', () => undefined);
    expect(firestore.collection).toHaveBeenCalledWith({}, 'messages');
    expect(firestore.query).toHaveBeenCalledWith(
      { path: 'messages' },
      { where: ['recipientId', '==', 'me'] },
      { where: ['read', '==', false] },
      { limit: 100 },
    );
  });

  it('reports the number of documents, and 0 on error', () => {
    let next: (snapshot: { size: number }) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    firestore.onSnapshot.mockImplementation((_q, onNext, onError) => {
      next = onNext;
      fail = onError;
      return () => undefined;
    });
    const counts: number[] = [];
    subscribeToUnreadCount('me', (count) => counts.push(count));
    next({ size: 7 });
    fail(new Error('permission-denied'));
    expect(counts).toEqual([7, 0]);
  });
});
