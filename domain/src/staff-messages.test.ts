import { describe, expect, it } from 'vitest';
import { sendStaffMessageInput, staffThreadId } from './staff-messages';

describe('staffThreadId', () => {
  it('is the same whichever of the two writes', () => {
    expect(staffThreadId('uid-b', 'uid-a')).toBe('uid-a__uid-b');
    expect(staffThreadId('uid-a', 'uid-b')).toBe('uid-a__uid-b');
  });
});

describe('sendStaffMessageInput (issue 9, item 8)', () => {
  it('takes only the recipient and the body', () => {
    expect(sendStaffMessageInput.parse({ recipientId: 'uid-a', body: ' Hello ' })).toEqual({
      recipientId: 'uid-a',
      body: 'Hello',
    });
  });

  it.each([
    { recipientId: 'uid-a', body: 'Hello', senderName: 'Amina Admin' },
    { recipientId: 'uid-a', body: 'Hello', senderId: 'uid-b' },
    { recipientId: 'a/b', body: 'Hello' },
    { recipientId: '__x__', body: 'Hello' },
    { recipientId: 'uid-a', body: '' },
    { recipientId: 'uid-a', body: 'x'.repeat(5001) },
    { recipientId: 'uid-a', body: 'a\u0000b' },
  ])('refuses %j', (input) => expect(sendStaffMessageInput.safeParse(input).success).toBe(false));
});
