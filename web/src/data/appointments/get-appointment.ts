import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { appointmentKeys } from './keys';
import { appointmentConverter, type AppointmentRecord } from './converter';

/** One appointment; null when there is no such document. */
export async function getAppointment(appointmentId: string): Promise<AppointmentRecord | null> {
  const snapshot = await getDoc(
    doc(db, COLLECTIONS.appointments, appointmentId).withConverter(appointmentConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const appointmentQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: appointmentKeys.detail(appointmentId),
    queryFn: () => getAppointment(appointmentId),
  });

export function useAppointment(appointmentId: string, enabled = true) {
  return useQuery({ ...appointmentQueryOptions(appointmentId), enabled });
}
