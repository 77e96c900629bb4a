import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { collection, orderBy, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocuments } from '../read-documents';
import { appointmentKeys } from './keys';
import { appointmentHistoryConverter, type AppointmentHistoryEntry } from './converter';

/** The appointment's history, oldest first (the functions write one entry per change). */
export async function getAppointmentHistory(
  appointmentId: string,
): Promise<AppointmentHistoryEntry[]> {
  return readDocuments(
    query(
      collection(db, COLLECTIONS.appointments, appointmentId, SUBCOLLECTIONS.history).withConverter(
        appointmentHistoryConverter,
      ),
      orderBy('at', 'asc'),
    ),
  );
}

const appointmentHistoryRead = defineRead(appointmentKeys.history, getAppointmentHistory);
export const appointmentHistoryQueryOptions = appointmentHistoryRead.options;
export const useAppointmentHistory = appointmentHistoryRead.useRead;
