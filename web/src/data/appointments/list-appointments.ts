import { COLLECTIONS } from '@centre/domain/collections';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { rangeConstraints } from './list-query';
import { appointmentKeys, type AppointmentRangeParams } from './keys';
import { appointmentConverter, type AppointmentRecord } from './converter';

/** Every appointment in the range (a day or a week of one centre is a few hundred at most). */
export async function getAppointments(
  params: AppointmentRangeParams,
): Promise<AppointmentRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.appointments).withConverter(appointmentConverter),
      ...rangeConstraints(params),
    ),
  );
  return snapshot.docs.map((document) => document.data());
}

export const appointmentsQueryOptions = (params: AppointmentRangeParams) =>
  queryOptions({
    queryKey: appointmentKeys.list(params),
    queryFn: () => getAppointments(params),
  });

export function useAppointments(params: AppointmentRangeParams, enabled = true) {
  // The previous range stays on screen while the next one loads, so the page does not jump.
  return useQuery({
    ...appointmentsQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
