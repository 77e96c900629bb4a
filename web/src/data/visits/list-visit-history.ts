import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineSubcollectionRead } from '../define-subcollection-read';
import { visitHistoryConverter } from './converter';
import { visitKeys } from './keys';

/** The visit's history, oldest first (one entry per event, written by the callables). */
const visitHistoryRead = defineSubcollectionRead({
  parent: COLLECTIONS.visits,
  subcollection: SUBCOLLECTIONS.history,
  converter: visitHistoryConverter,
  order: orderBy('at', 'asc'),
  queryKey: visitKeys.history,
});
export const getVisitHistory = visitHistoryRead.fetcher;
export const visitHistoryQueryOptions = visitHistoryRead.options;
export const useVisitHistory = visitHistoryRead.useRead;
