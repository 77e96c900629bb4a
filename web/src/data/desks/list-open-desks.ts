import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { readDocuments } from '../read-documents';
import { deskConverter, type DeskRecord } from './converter';
import { deskKeys } from './keys';

/** The desks open now, by name. */
export async function listOpenDesks(): Promise<DeskRecord[]> {
  const desks = await readDocuments(
    query(
      collection(db, COLLECTIONS.desks).withConverter(deskConverter),
      where('open', '==', true),
    ),
  );
  return desks.sort((a, b) => a.deskName.localeCompare(b.deskName));
}

export const openDesksQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.open(), queryFn: listOpenDesks });

export function useOpenDesks(enabled = true) {
  return useQuery({ ...openDesksQueryOptions(), enabled });
}
