import { describe, expect, it } from 'vitest';
import { fakeSnapshot, fakeTimestamp } from '../fake-snapshot';
import { contactMessageConverter } from './converter';
import { contactMessageChangeKeys, contactMessageKeys } from './keys';

const STORED = {
  name: 'Amina Hassan',
  email: 'amina@example.org',
  subject: 'General question',
  message: 'Habari,\nMko wazi Jumamosi?',
  status: 'handled',
  language: 'sw',
  createdAt: fakeTimestamp('2026-11-20T09:30:00Z'),
  handledBy: 'demo-manager',
  handledByName: 'Grace Wanjiru',
  handledAt: fakeTimestamp('2026-11-21T10:15:00Z'),
};

describe('contactMessageConverter', () => {
  it('reads a handled message with its id, dates and who handled it', () => {
    expect(contactMessageConverter.fromFirestore(fakeSnapshot('m1', STORED))).toMatchObject({
      id: 'm1',
      message: 'Habari,\nMko wazi Jumamosi?',
      createdAt: new Date('2026-11-20T09:30:00Z'),
      handledByName: 'Grace Wanjiru',
      handledAt: new Date('2026-11-21T10:15:00Z'),
    });
  });

  it('refuses an unknown status, and writes nothing', () => {
    expect(() =>
      contactMessageConverter.fromFirestore(fakeSnapshot('m2', { ...STORED, status: 'archived' })),
    ).toThrow();
    expect(() => contactMessageConverter.toFirestore({} as never)).toThrow();
  });
});

describe('contactMessageKeys', () => {
  it('invalidates the message, every list and the count of new ones on a change', () => {
    expect(contactMessageChangeKeys('m1')).toEqual([
      ['contactMessages', 'detail', 'm1'],
      ['contactMessages', 'list'],
      ['contactMessages', 'new-count'],
    ]);
    expect(
      contactMessageKeys.list({ status: 'new' }, { index: 0, after: null }).slice(0, 2),
    ).toEqual(contactMessageKeys.lists());
  });
});
