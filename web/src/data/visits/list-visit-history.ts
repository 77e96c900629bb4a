import { defineHistoryRead } from '../define-subcollection-read';
import { visitHistoryConverter } from './converter';
import { visitKeys } from './keys';

/** The visit's history, oldest first (one entry per event, written by the callables). */
const visitHistoryRead = defineHistoryRead(visitKeys, visitHistoryConverter);
export const useVisitHistory = visitHistoryRead.useRead;
