import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from './send-contact-message';

vi.mock('../../../lib/firestore-lite', () => ({ getLiteDb: () => ({ lite: true }) }));
vi.mock('firebase/firestore/lite', () => ({
  collection: vi.fn(() => ({ path: 'contactMessages' })),
  addDoc: vi.fn(async () => ({ id: 'new-message' })),
  serverTimestamp: vi.fn(() => 'SERVER_TIME'),
}));

const input = {
  name: 'Amina Njeri',
  email: 'amina@example.com',
  phone: '',
  subject: 'Appointments' as const,
  message: 'Hello',
  language: 'en' as const,
};

describe('sendContactMessage', () => {
  it('writes exactly the contract keys, with status new and the server time', async () => {
    expect(await sendContactMessage(input)).toBe('new-message');
    expect(collection).toHaveBeenCalledWith({ lite: true }, 'contactMessages');
    expect(serverTimestamp).toHaveBeenCalled();
    expect(addDoc).toHaveBeenCalledWith(
      { path: 'contactMessages' },
      {
        name: 'Amina Njeri',
        email: 'amina@example.com',
        subject: 'Appointments',
        message: 'Hello',
        status: 'new',
        createdAt: 'SERVER_TIME',
        language: 'en',
      },
    );
  });

  it('includes the phone number only when one was given', async () => {
    await sendContactMessage({ ...input, phone: '+1 780 555 0199' });
    expect(vi.mocked(addDoc).mock.calls.at(-1)?.[1]).toMatchObject({ phone: '+1 780 555 0199' });
  });
});
