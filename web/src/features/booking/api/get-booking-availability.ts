import type { DayAvailability } from '@centre/domain/bookings';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

export interface AvailabilityRequest {
  serviceId: string;
  /** YYYY-MM-DD, the first day */
  from: string;
  days: number;
}

/** Free and full slots per day (callable `getBookingAvailability`); slots are not public. */
export async function getBookingAvailability(
  request: AvailabilityRequest,
): Promise<DayAvailability[]> {
  const call = httpsCallable<AvailabilityRequest, DayAvailability[]>(
    functions,
    'getBookingAvailability',
  );
  const { data } = await call(request);
  return data;
}
