import { COLLECTIONS } from '@centre/domain/collections';
import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { useLiveQuery } from '../live-query';
import { deskConverter, type DeskRecord } from './converter';
import { deskKeys } from './keys';

/** desks/{uid} as it changes; null while the member of staff has never opened a desk. */
export function subscribeToDesk(
  uid: string,
  next: (desk: DeskRecord | null) => void,
  fail: (error: unknown) => void,
): () => void {
  return onSnapshot(
    doc(db, COLLECTIONS.desks, uid).withConverter(deskConverter),
    (snapshot) => next(snapshot.exists() ? snapshot.data() : null),
    fail,
  );
}

/** The signed-in member of staff's desk, live (Call next and the board change it). */
export function useMyDesk(uid: string, enabled = true) {
  return useLiveQuery<DeskRecord | null>({
    queryKey: deskKeys.detail(uid),
    subscribe: (next, fail) => subscribeToDesk(uid, next, fail),
    enabled: enabled && uid !== '',
  });
}
