import { COLLECTIONS } from '@centre/domain/collections';
import { defineHistoryRead } from '../define-subcollection-read';
import { visitHistoryConverter } from './converter';
import { visitKeys } from './keys';

/** The visit's history, oldest first (one entry per event, written by the callables). */
const visitHistoryRead = defineHistoryRead(
  COLLECTIONS.visits,
  visitHistoryConverter,
  visitKeys.history,
);
export const useVisitHistory = visitHistoryRead.useRead;
