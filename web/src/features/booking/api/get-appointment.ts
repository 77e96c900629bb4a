import {
  appointmentForManageSchema,
  type AppointmentForManage,
  type GetAppointmentForManageInput,
} from '@centre/domain/manage-appointment';
import { callFunction } from '../../../lib/call-function';
import { errorCode } from '../../../lib/error-code';

/** What /appointment/{id} shows: no contact details, the booker's initials only. */
export type PublicAppointment = AppointmentForManage;

/**
 * The id in the visitor's link is the capability: the getAppointmentForManage callable answers
 * only what the page needs (appointments/{id} itself is for staff only). A missing appointment,
 * a malformed link and a malformed answer all mean "not found" to the visitor; other failures
 * (offline) are thrown so the page can offer to try again.
 */
export async function getAppointment(appointmentId: string): Promise<PublicAppointment | null> {
  try {
    const data = await callFunction<GetAppointmentForManageInput, unknown>(
      'getAppointmentForManage',
      { appointmentId },
    );
    const parsed = appointmentForManageSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'not-found' || code === 'invalid-argument') return null;
    throw error;
  }
}
