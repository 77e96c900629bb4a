import { describe, expect, it } from 'vitest';
import {
  CONTACT_INBOX_MESSAGES,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_MESSAGE_TRANSITIONS,
  CONTACT_SUBJECTS,
  contactMessageRecordSchema,
  contactSubjectKey,
  setContactMessageStatusInput,
} from './contact';

const firstMessage = (value: unknown) => {
  const result = setContactMessageStatusInput.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('contact message transitions', () => {
  it('moves new to handled and handled back to new, nothing else', () => {
    expect(CONTACT_MESSAGE_TRANSITIONS).toEqual({ new: ['handled'], handled: ['new'] });
    for (const status of CONTACT_MESSAGE_STATUSES)
      expect(CONTACT_MESSAGE_TRANSITIONS[status]).not.toContain(status);
  });
});

describe('setContactMessageStatusInput', () => {
  it('accepts a message id and new or handled', () => {
    expect(firstMessage({ messageId: 'abc_123', status: 'handled' })).toBeNull();
    expect(firstMessage({ messageId: 'abc', status: 'new' })).toBeNull();
  });

  it.each([
    [
      'a path-like id',
      { messageId: 'a/b', status: 'new' },
      CONTACT_INBOX_MESSAGES.messageIdInvalid,
    ],
    [
      'a reserved id',
      { messageId: '__x__', status: 'new' },
      CONTACT_INBOX_MESSAGES.messageIdInvalid,
    ],
    [
      'an unknown status',
      { messageId: 'abc', status: 'archived' },
      CONTACT_INBOX_MESSAGES.statusInvalid,
    ],
    ['a missing status', { messageId: 'abc' }, CONTACT_INBOX_MESSAGES.statusInvalid],
  ])('refuses %s with a clear message', (_, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it.each([
    ['nothing', {}, 'invalid_type'],
    ['a numeric id', { messageId: 42, status: 'new' }, 'invalid_type'],
    ['an empty id', { messageId: '', status: 'new' }, 'too_small'],
    ['a blank id', { messageId: '   ', status: 'new' }, 'too_small'],
  ])(
    "leaves %s to zod's issue (parseInput: messageId is required / must be text)",
    (_, input, code) => {
      const issue = setContactMessageStatusInput.safeParse(input).error?.issues[0];
      expect(issue).toMatchObject({ code, path: ['messageId'] });
    },
  );

  it('refuses identity fields sent by the browser', () => {
    expect(
      setContactMessageStatusInput.safeParse({
        messageId: 'abc',
        status: 'handled',
        handledByName: 'Someone else',
      }).success,
    ).toBe(false);
  });
});

describe('contactMessageRecordSchema', () => {
  it('reads a handled message with the name of who handled it', () => {
    const parsed = contactMessageRecordSchema.parse({
      id: 'm1',
      name: 'Amina Hassan',
      email: 'amina@example.org',
      subject: 'Opening hours',
      message: 'Are you open on Saturdays?\nThank you.',
      status: 'handled',
      language: 'sw',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      handledBy: 'demo-manager',
      handledByName: 'Grace Wanjiru',
      handledAt: new Date('2026-11-21T10:00:00Z'),
    });
    expect(parsed.handledByName).toBe('Grace Wanjiru');
  });
});

describe('contact subjects', () => {
  it('gives each subject the form offers its key, and none to another', () => {
    expect(CONTACT_SUBJECTS.map(contactSubjectKey)).toEqual([
      'general',
      'services',
      'appointments',
      'banking',
      'hcaExam',
      'jobs',
      'feedback',
    ]);
    expect(contactSubjectKey('Opening hours')).toBeNull();
    expect(contactSubjectKey('toString')).toBeNull();
  });
});
