import type { DayAvailability } from '@centre/domain/bookings';
import { callFunction } from '../../../lib/call-function';

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
  return callFunction<AvailabilityRequest, DayAvailability[]>('getBookingAvailability', request);
}
