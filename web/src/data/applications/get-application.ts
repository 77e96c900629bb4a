import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineDocumentRead } from '../define-document-read';
import { applicationConverter } from './converter';
import { applicationKeys } from './keys';

/** One application; null when there is no such document. */
const applicationRead = defineDocumentRead(applicationKeys, applicationConverter);
export const getApplication = applicationRead.fetcher;

/** While the trigger has not assigned the reference yet, look again every 2 s for a minute. */
const REFERENCE_POLL_MS = 2000;
const REFERENCE_POLL_WINDOW_MS = 60_000;

export const applicationQueryOptions = (applicationId: string) =>
  queryOptions({
    ...applicationRead.options(applicationId),
    refetchInterval: (query) => {
      const application = query.state.data;
      if (!application || application.reference) return false;
      const createdAt = application.createdAt?.getTime() ?? 0;
      return Date.now() - createdAt < REFERENCE_POLL_WINDOW_MS ? REFERENCE_POLL_MS : false;
    },
  });

export function useApplication(applicationId: string, enabled = true) {
  return useQuery({ ...applicationQueryOptions(applicationId), enabled });
}
