import { defineHistoryRead } from '../define-subcollection-read';
import { appointmentHistoryConverter } from './converter';
import { appointmentKeys } from './keys';

/** The appointment's history, oldest first (the functions write one entry per change). */
const appointmentHistoryRead = defineHistoryRead(appointmentKeys, appointmentHistoryConverter);
export const useAppointmentHistory = appointmentHistoryRead.useRead;
