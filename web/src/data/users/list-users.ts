import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { readDocuments } from '../read-documents';
import { userKeys } from './keys';
import { userConverter, type UserRecord } from './converter';

/** docs/product.md §7 "get all users" (rules: staff with view_users). */
export async function getUsers(): Promise<UserRecord[]> {
  return readDocuments(collection(db, COLLECTIONS.users).withConverter(userConverter));
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.list({ scope: 'all' }), queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
