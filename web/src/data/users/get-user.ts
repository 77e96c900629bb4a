import { COLLECTIONS } from '@centre/domain/collections';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocument } from '../read-documents';
import { userKeys } from './keys';
import { userConverter, type UserRecord } from './converter';

/** docs/product.md §7 "get one user by id"; null when there is no such record. */
export async function getUser(userId: string): Promise<UserRecord | null> {
  return readDocument(doc(db, COLLECTIONS.users, userId).withConverter(userConverter));
}

const userRead = defineRead(userKeys.detail, getUser);
export const userQueryOptions = userRead.options;
export const useUser = userRead.useRead;
