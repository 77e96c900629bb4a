import { COLLECTIONS } from '@centre/domain/collections';
import { useQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocument } from '../read-documents';
import { visitConverter, type VisitRecord } from './converter';
import { visitKeys } from './keys';

/** One visit; null when there is no such document. */
export async function getVisit(visitId: string): Promise<VisitRecord | null> {
  return readDocument(doc(db, COLLECTIONS.visits, visitId).withConverter(visitConverter));
}

export const visitQueryOptions = defineRead(visitKeys.detail, getVisit).options;

export function useVisit(visitId: string, enabled = true) {
  return useQuery({ ...visitQueryOptions(visitId), enabled: enabled && visitId !== '' });
}
