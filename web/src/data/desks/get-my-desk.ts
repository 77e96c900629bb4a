import { COLLECTIONS } from '@centre/domain/collections';
import { useLiveDocument } from '../live-document';
import { deskConverter } from './converter';
import { deskKeys } from './keys';

/**
 * The signed-in member of staff's desk (desks/{uid}), live (Call next and the board change it);
 * null while they have never opened a desk.
 */
export function useMyDesk(uid: string, enabled = true) {
  const desk = { collection: COLLECTIONS.desks, id: uid, converter: deskConverter };
  return useLiveDocument(deskKeys.detail(uid), desk, enabled);
}
