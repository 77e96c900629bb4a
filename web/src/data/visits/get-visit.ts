import { useQuery } from '@tanstack/react-query';
import { defineDocumentRead } from '../define-document-read';
import { visitConverter } from './converter';
import { visitKeys } from './keys';

/** One visit; null when there is no such document. */
const visitRead = defineDocumentRead(visitKeys, visitConverter);
export const getVisit = visitRead.fetcher;
export const visitQueryOptions = visitRead.options;

export function useVisit(visitId: string, enabled = true) {
  return useQuery({ ...visitQueryOptions(visitId), enabled: enabled && visitId !== '' });
}
