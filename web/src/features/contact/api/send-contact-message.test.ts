import { addDoc, collection } from 'firebase/firestore/lite';
import { contactMessageRecordSchema } from '@centre/domain/contact';
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

// What a visitor may create: the domain's record without the id and the staff's fields.
const NEW_MESSAGE = contactMessageRecordSchema
  .omit({ id: true, createdAt: true, handledBy: true, handledAt: true })
  .strict();

const lastWrite = () => vi.mocked(addDoc).mock.calls.at(-1)?.[1] as Record<string, unknown>;

describe('sendContactMessage', () => {
  it("writes a new message the domain's record accepts, stamped with the server time", async () => {
    expect(await sendContactMessage(input)).toBe('new-message');
    expect(collection).toHaveBeenCalledWith({ lite: true }, 'contactMessages');
    const { createdAt, ...fields } = lastWrite();
    expect(createdAt).toBe('SERVER_TIME');
    expect(NEW_MESSAGE.parse(fields)).toMatchObject({ status: 'new', language: 'en' });
  });

  it('leaves out an empty phone number and keeps a given one', async () => {
    await sendContactMessage(input);
    expect(lastWrite()).not.toHaveProperty('phone');
    await sendContactMessage({ ...input, phone: '+1 780 555 0199' });
    expect(lastWrite()).toMatchObject({ phone: '+1 780 555 0199' });
  });

  it('sends no key beyond the form fields, whatever the caller passes', async () => {
    await sendContactMessage({ ...input, status: 'handled', handledBy: 'x' } as never);
    const { createdAt: _createdAt, ...fields } = lastWrite();
    expect(NEW_MESSAGE.safeParse(fields).success).toBe(true);
  });
});
