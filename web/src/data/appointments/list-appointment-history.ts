import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { appointmentKeys } from './keys';
import { appointmentHistoryConverter, type AppointmentHistoryEntry } from './converter';

/** The appointment's history, oldest first (the functions write one entry per change). */
export async function getAppointmentHistory(
  appointmentId: string,
): Promise<AppointmentHistoryEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.appointments, appointmentId, SUBCOLLECTIONS.history).withConverter(
        appointmentHistoryConverter,
      ),
      orderBy('at', 'asc'),
    ),
  );
  return snapshot.docs.map((document) => document.data());
}

export const appointmentHistoryQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: appointmentKeys.history(appointmentId),
    queryFn: () => getAppointmentHistory(appointmentId),
  });

export function useAppointmentHistory(appointmentId: string, enabled = true) {
  return useQuery({ ...appointmentHistoryQueryOptions(appointmentId), enabled });
}
