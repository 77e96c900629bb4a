import type { QueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../data/applications/keys';

/** After a change to one application: its page (notes, history), every list, total and count. */
export function invalidateApplication(queryClient: QueryClient, applicationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.detail(applicationId) }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.totals() }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.counts() }),
  ]);
}
