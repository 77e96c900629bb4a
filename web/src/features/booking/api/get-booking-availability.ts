import type { AvailabilityInput, DayAvailability } from '@centre/domain/bookings';
import { callFunction } from '../../../lib/call-function';

/** `days` days from `from` (YYYY-MM-DD), or from the centre's today when `from` is left out. */
export type AvailabilityRequest = AvailabilityInput;

/** Free and full slots per day (callable `getBookingAvailability`); slots are not public. */
export async function getBookingAvailability(
  request: AvailabilityRequest,
): Promise<DayAvailability[]> {
  return callFunction<AvailabilityRequest, DayAvailability[]>('getBookingAvailability', request);
}
