import type { StaffMessageRecord } from '@centre/domain/staff-messages';
import { describe, expect, it } from 'vitest';
import { groupByDay, readReceiptOf } from './day-groups';

const NOW = new Date(2026, 10, 25, 13, 0);

function aMessage(id: string, createdAt: Date | null, overrides: Partial<StaffMessageRecord> = {}) {
  return {
    id,
    senderId: 'amy',
    senderName: 'Amy',
    recipientId: 'zed',
    threadId: 'amy__zed',
    participants: ['amy', 'zed'],
    body: `Message ${id}`,
    about: null,
    read: false,
    readAt: null,
    createdAt,
    ...overrides,
  } satisfies StaffMessageRecord;
}

describe('groupByDay (day separators)', () => {
  it('starts a group at each new local day and names today and yesterday', () => {
    const groups = groupByDay(
      [
        aMessage('1', new Date(2026, 10, 20, 9, 0)),
        aMessage('2', new Date(2026, 10, 20, 17, 30)),
        aMessage('3', new Date(2026, 10, 24, 23, 59)),
        aMessage('4', new Date(2026, 10, 25, 0, 1)),
        aMessage('5', null),
      ],
      NOW,
    );
    expect(groups.map((group) => [group.day, group.relative, group.messages.length])).toEqual([
      ['2026-11-20', null, 2],
      ['2026-11-24', 'yesterday', 1],
      ['2026-11-25', 'today', 2],
    ]);
  });

  it('has no group for an empty thread', () => expect(groupByDay([], NOW)).toEqual([]));
});

describe('readReceiptOf', () => {
  it('is on the last message I sent: Seen once its recipient read it', () => {
    const messages = [
      aMessage('1', NOW, { read: true }),
      aMessage('2', NOW, { senderId: 'zed', recipientId: 'amy' }),
      aMessage('3', NOW, { read: false }),
      aMessage('4', NOW, { senderId: 'zed', recipientId: 'amy' }),
    ];
    expect(readReceiptOf(messages, 'amy')).toEqual({ messageId: '3', seen: false });
    expect(readReceiptOf(messages.slice(0, 2), 'amy')).toEqual({ messageId: '1', seen: true });
    expect(readReceiptOf(messages, 'zed')).toEqual({ messageId: '4', seen: false });
  });

  it('is absent when I have sent nothing', () =>
    expect(readReceiptOf([aMessage('1', NOW)], 'zed')).toBeNull());
});
