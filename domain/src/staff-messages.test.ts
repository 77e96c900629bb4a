import { describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGE_LIMITS,
  messageSnippet,
  otherParticipant,
  sendStaffMessageInput,
  staffThreadId,
  staffThreadParticipants,
  unreadFor,
} from './staff-messages';

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

describe('threads', () => {
  it('lists the participants in thread id order and finds the other one', () => {
    expect(staffThreadParticipants('zed', 'amy')).toEqual(['amy', 'zed']);
    expect(staffThreadParticipants('zed', 'amy').join('__')).toBe(staffThreadId('amy', 'zed'));
    expect(otherParticipant(['amy', 'zed'], 'amy')).toBe('zed');
    expect(otherParticipant(['amy', 'zed'], 'zed')).toBe('amy');
  });

  it('snips a long or multi-line message to one line', () => {
    expect(messageSnippet('Hello\n\n  there ')).toBe('Hello there');
    const snippet = messageSnippet('x'.repeat(500));
    expect(snippet).toHaveLength(STAFF_MESSAGE_LIMITS.snippet);
    expect(snippet.endsWith('…')).toBe(true);
  });

  it('reads a missing unread count as 0', () => {
    expect(unreadFor({ unread: { amy: 3 } }, 'amy')).toBe(3);
    expect(unreadFor({ unread: {} }, 'zed')).toBe(0);
  });

  it('accepts an optional record link and refuses a label chosen by the client', () => {
    expect(
      sendStaffMessageInput.parse({
        recipientId: 'uid-a',
        body: 'About this one',
        about: { kind: 'application', id: 'app-1' },
      }).about,
    ).toEqual({ kind: 'application', id: 'app-1' });
    expect(
      sendStaffMessageInput.safeParse({
        recipientId: 'uid-a',
        body: 'Hi',
        about: { kind: 'application', id: 'app-1', label: 'APP-FAKE' },
      }).success,
    ).toBe(false);
    expect(
      sendStaffMessageInput.safeParse({
        recipientId: 'uid-a',
        body: 'Hi',
        about: { kind: 'payroll', id: 'x' },
      }).success,
    ).toBe(false);
  });
});
