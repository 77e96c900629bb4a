import { describe, expect, it, vi } from 'vitest';
import { mailPageConstraints } from './list-query';

// Each constraint factory returns a plain description, so the builder's output can be compared.
vi.mock(
  'firebase/firestore',
  async () => (await import('../../test/firestore-constraints')).fakeConstraints,
);

const NEWEST_FIRST = { type: 'orderBy', field: 'createdAt', direction: 'desc' };

describe('mailPageConstraints', () => {
  it('lists every mail newest first in pages of 25 without a filter', () => {
    expect(mailPageConstraints({ state: '' }, null)).toEqual([
      NEWEST_FIRST,
      { type: 'limit', count: 25 },
    ]);
  });

  it('keeps the failed mails (ERROR) and the sent ones (SUCCESS) by equality', () => {
    expect(mailPageConstraints({ state: 'failed' }, null)[0]).toEqual({
      type: 'where',
      field: 'delivery.state',
      op: '==',
      value: 'ERROR',
    });
    expect(mailPageConstraints({ state: 'sent' }, null)[0]).toEqual({
      type: 'where',
      field: 'delivery.state',
      op: '==',
      value: 'SUCCESS',
    });
  });

  it('keeps the waiting mails: new, being sent or waiting for another attempt', () => {
    expect(mailPageConstraints({ state: 'waiting' }, null)).toEqual([
      {
        type: 'where',
        field: 'delivery.state',
        op: 'in',
        value: ['PENDING', 'RETRY', 'PROCESSING'],
      },
      NEWEST_FIRST,
      { type: 'limit', count: 25 },
    ]);
  });

  it('starts after the cursor, never at an offset', () => {
    const cursor = { id: 'appt_a1_confirmed' } as never;
    expect(mailPageConstraints({ state: '' }, cursor, 10)).toEqual([
      NEWEST_FIRST,
      { type: 'startAfter', cursor },
      { type: 'limit', count: 10 },
    ]);
  });
});
