import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { deskConverter, type DeskRecord } from './converter';
import { deskKeys } from './keys';

/** The desks open now, by name. */
export async function listOpenDesks(): Promise<DeskRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.desks).withConverter(deskConverter),
      where('open', '==', true),
    ),
  );
  return snapshot.docs
    .map((document) => document.data())
    .sort((a, b) => a.deskName.localeCompare(b.deskName));
}

export const openDesksQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.open(), queryFn: listOpenDesks });

export function useOpenDesks(enabled = true) {
  return useQuery({ ...openDesksQueryOptions(), enabled });
}
