import { orderBy, where, type QueryConstraint } from 'firebase/firestore';
import type { AppointmentRangeParams } from './keys';

/**
 * The range query: date >= from and date <= to, ordered by date then start, plus the service
 * filter. The status filter is applied in the browser so that the range's counts per status come
 * from the same read (firestore.indexes.json: date+start and serviceId+date+start).
 */
export function rangeConstraints(params: AppointmentRangeParams): QueryConstraint[] {
  return [
    ...(params.serviceId ? [where('serviceId', '==', params.serviceId)] : []),
    where('date', '>=', params.from),
    where('date', '<=', params.to),
    orderBy('date', 'asc'),
    orderBy('start', 'asc'),
  ];
}
