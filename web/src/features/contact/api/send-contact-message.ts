import { COLLECTIONS } from '@centre/domain/collections';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { getLiteDb } from '../../../lib/firestore-lite';
import type { Language } from '@centre/domain/constants';
import type { ContactFormData } from '../contact-schema';

export interface ContactMessageInput extends ContactFormData {
  language: Language;
}

/**
 * Creates contactMessages/{autoId} with exactly the keys the rules accept: name, email, phone
 * (only when given), subject, message, status 'new', createdAt (server time) and language.
 * Firestore Lite rejects at once when offline instead of queueing the write, so the form can say
 * so while the visitor is still there.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<string> {
  const { name, email, phone, subject, message, language } = input;
  const reference = await addDoc(collection(getLiteDb(), COLLECTIONS.contactMessages), {
    name,
    email,
    ...(phone ? { phone } : {}),
    subject,
    message,
    status: 'new',
    createdAt: serverTimestamp(),
    language,
  });
  return reference.id;
}
