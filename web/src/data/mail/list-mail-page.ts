import { COLLECTIONS } from '@centre/domain/collections';
import { collection, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { PAGE_SIZE, readCursorPage, type CursorPage } from '../cursor-pages';
import { defineCursorListRead } from '../define-cursor-list-read';
import { mailConverter, type MailRecord } from './converter';
import { mailKeys, type MailFilters } from './keys';
import { mailPageConstraints, type MailCursor } from './list-query';

/** One page of the outbox, newest first. */
export function getMailPage(
  filters: MailFilters,
  after: MailCursor | null,
  pageSize: number = PAGE_SIZE,
): Promise<CursorPage<MailRecord>> {
  return readCursorPage(
    query(
      collection(db, COLLECTIONS.mail).withConverter(mailConverter),
      ...mailPageConstraints(filters, after, pageSize),
    ),
    pageSize,
  );
}

const list = defineCursorListRead(mailKeys.list, getMailPage);
export const useMailPage = list.usePage;
