import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineSubcollectionRead } from '../define-subcollection-read';
import { appointmentHistoryConverter } from './converter';
import { appointmentKeys } from './keys';

/** The appointment's history, oldest first (the functions write one entry per change). */
const appointmentHistoryRead = defineSubcollectionRead({
  parent: COLLECTIONS.appointments,
  subcollection: SUBCOLLECTIONS.history,
  converter: appointmentHistoryConverter,
  order: orderBy('at', 'asc'),
  queryKey: appointmentKeys.history,
});
export const getAppointmentHistory = appointmentHistoryRead.fetcher;
export const appointmentHistoryQueryOptions = appointmentHistoryRead.options;
export const useAppointmentHistory = appointmentHistoryRead.useRead;
