import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineRead } from '../define-read';
import { readSubcollection } from '../read-documents';
import { appointmentKeys } from './keys';
import { appointmentHistoryConverter, type AppointmentHistoryEntry } from './converter';

/** The appointment's history, oldest first (the functions write one entry per change). */
export async function getAppointmentHistory(
  appointmentId: string,
): Promise<AppointmentHistoryEntry[]> {
  return readSubcollection(
    [COLLECTIONS.appointments, appointmentId, SUBCOLLECTIONS.history],
    appointmentHistoryConverter,
    orderBy('at', 'asc'),
  );
}

const appointmentHistoryRead = defineRead(appointmentKeys.history, getAppointmentHistory);
export const appointmentHistoryQueryOptions = appointmentHistoryRead.options;
export const useAppointmentHistory = appointmentHistoryRead.useRead;
