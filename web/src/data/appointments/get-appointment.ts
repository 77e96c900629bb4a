import { COLLECTIONS } from '@centre/domain/collections';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocument } from '../read-documents';
import { appointmentKeys } from './keys';
import { appointmentConverter, type AppointmentRecord } from './converter';

/** One appointment; null when there is no such document. */
export async function getAppointment(appointmentId: string): Promise<AppointmentRecord | null> {
  return readDocument(
    doc(db, COLLECTIONS.appointments, appointmentId).withConverter(appointmentConverter),
  );
}

const appointmentRead = defineRead(appointmentKeys.detail, getAppointment);
export const appointmentQueryOptions = appointmentRead.options;
export const useAppointment = appointmentRead.useRead;
