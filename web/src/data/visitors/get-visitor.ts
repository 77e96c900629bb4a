import { COLLECTIONS } from '@centre/domain/collections';
import { useQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocument } from '../read-documents';
import { visitorConverter, type VisitorRecord } from './converter';
import { visitorKeys } from './keys';

/**
 * A visitor's full record; null when there is none. The rules allow it only to manage_visits
 * holders: receptionists see masked matches through findVisitors instead.
 */
export async function getVisitor(visitorId: string): Promise<VisitorRecord | null> {
  return readDocument(doc(db, COLLECTIONS.visitors, visitorId).withConverter(visitorConverter));
}

export const visitorQueryOptions = defineRead(visitorKeys.detail, getVisitor).options;

export function useVisitor(visitorId: string, enabled = true) {
  return useQuery({ ...visitorQueryOptions(visitorId), enabled: enabled && !!visitorId });
}
