import { defineDocumentRead } from '../define-document-read';
import { appointmentConverter } from './converter';
import { appointmentKeys } from './keys';

/** One appointment; null when there is no such document. */
const read = defineDocumentRead(appointmentKeys, appointmentConverter);
export const getAppointment = read.fetcher;
export const appointmentQueryOptions = read.options;
export const useAppointment = read.useRead;
