import { searchTokenOf, type VisitorMatch } from '@centre/domain/visits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { frontDeskKeys } from './query-keys';

/**
 * findVisitors: returning visitors whose name, phone or ID number starts with the text, with
 * their contact details masked by the server (receptionists never read visitors/{id}).
 */
export async function findVisitors(query: string): Promise<VisitorMatch[]> {
  const result = await httpsCallable<{ query: string }, VisitorMatch[]>(
    functions,
    'findVisitors',
  )({ query });
  return result.data;
}

/** The matches of a (debounced) search; nothing is asked under 2 letters or digits. */
export function useFindVisitors(query: string) {
  const enabled = searchTokenOf(query) !== null;
  return useQuery({
    queryKey: frontDeskKeys.search(query.trim()),
    queryFn: () => findVisitors(query.trim()),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
