import { APPOINTMENT_STATUSES } from '@centre/domain/bookings';
import { doc, FirestoreError, getDoc } from 'firebase/firestore/lite';
import { z } from 'zod';
import { getLiteDb } from '../../../lib/firestore-lite';

/** What the public page shows of appointments/{id}; other fields are ignored. */
const publicAppointmentSchema = z.object({
  reference: z.string(),
  serviceId: z.string(),
  serviceName: z.string().default(''),
  date: z.iso.date(),
  start: z.string(),
  end: z.string(),
  name: z.string().default(''),
  status: z.enum(APPOINTMENT_STATUSES),
});
export type PublicAppointment = z.infer<typeof publicAppointmentSchema> & { id: string };

/**
 * appointments/{id}: the id is the capability, so the rules allow a get but never a list. A
 * missing document, a malformed one and a refused get all mean "not found" to the visitor; other
 * failures (offline) are thrown so the page can offer to try again.
 */
export async function getAppointment(appointmentId: string): Promise<PublicAppointment | null> {
  try {
    const snapshot = await getDoc(doc(getLiteDb(), 'appointments', appointmentId));
    if (!snapshot.exists()) return null;
    const parsed = publicAppointmentSchema.safeParse(snapshot.data());
    return parsed.success ? { ...parsed.data, id: snapshot.id } : null;
  } catch (error) {
    if (error instanceof FirestoreError && error.code === 'permission-denied') return null;
    throw error;
  }
}
