import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { readDocument } from '../read-documents';
import { applicationConverter, type ApplicationRecord } from './converter';
import { applicationKeys } from './keys';

/** One application; null when there is no such document. */
export async function getApplication(applicationId: string): Promise<ApplicationRecord | null> {
  return readDocument(
    doc(db, COLLECTIONS.applications, applicationId).withConverter(applicationConverter),
  );
}

/** While the trigger has not assigned the reference yet, look again every 2 s for a minute. */
const REFERENCE_POLL_MS = 2000;
const REFERENCE_POLL_WINDOW_MS = 60_000;

export const applicationQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: () => getApplication(applicationId),
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
