import { COLLECTIONS } from '@centre/domain/collections';
import { collectionPageReader, defineCursorListRead } from '../define-cursor-list-read';
import { mailConverter } from './converter';
import { mailKeys } from './keys';
import { mailPageConstraints } from './list-query';

/** One page of the outbox, newest first. */
export const getMailPage = collectionPageReader(
  COLLECTIONS.mail,
  mailConverter,
  mailPageConstraints,
);

const list = defineCursorListRead(mailKeys.list, getMailPage);
export const useMailPage = list.usePage;
