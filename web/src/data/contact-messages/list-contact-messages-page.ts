import { COLLECTIONS } from '@centre/domain/collections';
import { orderBy, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { pageWindow } from '../cursor-pages';
import { collectionPageReader, defineCursorListRead } from '../define-cursor-list-read';
import { contactMessageConverter, type ContactMessage } from './converter';
import { contactMessageKeys, type ContactMessageFilters } from './keys';

/** Where the next page starts: the last message of the page before it. */
export type ContactMessageCursor = QueryDocumentSnapshot<ContactMessage>;

/** One page of the contact form inbox: the messages of one status, newest first. */
export const getContactMessagesPage = collectionPageReader(
  COLLECTIONS.contactMessages,
  contactMessageConverter,
  (filters: ContactMessageFilters, after: ContactMessageCursor | null, pageSize: number) => [
    where('status', '==', filters.status),
    orderBy('createdAt', 'desc'),
    ...pageWindow(after, pageSize),
  ],
);

const list = defineCursorListRead(contactMessageKeys.list, getContactMessagesPage);
export const contactMessagesPageQueryOptions = list.options;
export const useContactMessagesPage = list.usePage;
