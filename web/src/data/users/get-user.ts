import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { userKeys } from './keys';
import { userConverter, type UserRecord } from './converter';

/** docs/product.md §7 "get one user by id"; null when there is no such record. */
export async function getUser(userId: string): Promise<UserRecord | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, userId).withConverter(userConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.detail(userId), queryFn: () => getUser(userId) });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
