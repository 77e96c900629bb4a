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

/**
 * The visitors who may be an appointment's booker: findVisitors by the booked phone, then by the
 * booked name, the phone's matches first and each visitor once. A lookup that cannot be searched
 * (under 2 letters or digits) is skipped.
 */
export async function findBooker(booker: { phone: string; name: string }): Promise<VisitorMatch[]> {
  const found = new Map<string, VisitorMatch>();
  for (const query of [booker.phone.trim(), booker.name.trim()]) {
    if (searchTokenOf(query) === null) continue;
    for (const match of await findVisitors(query)) {
      if (!found.has(match.visitorId)) found.set(match.visitorId, match);
    }
  }
  return [...found.values()];
}

/** findBooker for the appointment being checked in (null: none chosen, nothing asked). */
export function useBookerMatches(appointment: { id: string; phone: string; name: string } | null) {
  return useQuery({
    queryKey: frontDeskKeys.booker(appointment?.id ?? ''),
    queryFn: () => findBooker(appointment!),
    enabled: appointment !== null,
    staleTime: 30_000,
  });
}
