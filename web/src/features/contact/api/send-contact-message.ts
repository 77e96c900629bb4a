import { COLLECTIONS } from '@centre/domain/collections';
import { loadFirestoreLite } from '../../../lib/load-firestore-lite';
import type { Language } from '@centre/domain/constants';
import type { ContactFormData } from '../contact-schema';

export interface ContactMessageInput extends ContactFormData {
  language: Language;
}

/**
 * Creates contactMessages/{autoId} with exactly the keys the rules accept: name, email, phone
 * (only when given), subject, message, status 'new', createdAt (server time) and language.
 * Firestore Lite rejects at once when offline instead of queueing the write, so the form can say
 * so while the visitor is still there. The SDK loads with the first message
 * (lib/load-firestore-lite.ts).
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<string> {
  const { name, email, phone, subject, message, language } = input;
  const { db, addDoc, collection, serverTimestamp } = await loadFirestoreLite();
  const reference = await addDoc(collection(db, COLLECTIONS.contactMessages), {
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
