import { COLLECTIONS } from '@centre/domain/collections';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { collection, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocuments } from '../read-documents';
import { rangeConstraints } from './list-query';
import { appointmentKeys, type AppointmentRangeParams } from './keys';
import { appointmentConverter, type AppointmentRecord } from './converter';

/** Every appointment in the range (a day or a week of one centre is a few hundred at most). */
export async function getAppointments(
  params: AppointmentRangeParams,
): Promise<AppointmentRecord[]> {
  return readDocuments(
    query(
      collection(db, COLLECTIONS.appointments).withConverter(appointmentConverter),
      ...rangeConstraints(params),
    ),
  );
}

export const appointmentsQueryOptions = defineRead(appointmentKeys.list, getAppointments).options;

export function useAppointments(params: AppointmentRangeParams, enabled = true) {
  // The previous range stays on screen while the next one loads, so the page does not jump.
  return useQuery({
    ...appointmentsQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
