import { COLLECTIONS } from '@centre/domain/collections';
import { liveDocumentHook } from '../live-document';
import { deskConverter } from './converter';
import { deskKeys } from './keys';

/**
 * The signed-in member of staff's desk (desks/{uid}), live (Call next and the board change it);
 * null while they have never opened a desk.
 */
export const useMyDesk = liveDocumentHook(COLLECTIONS.desks, deskConverter, deskKeys.detail);
