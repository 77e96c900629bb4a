import { useQuery } from '@tanstack/react-query';
import { getOpenExamSessions } from '../api/get-open-exam-sessions';
import { examBookingKeys } from '../api/query-keys';

export function useOpenExamSessions() {
  return useQuery({
    queryKey: examBookingKeys.openSessions(),
    queryFn: getOpenExamSessions,
    // Seats go fast before an exam: a list a minute old may promise a seat that is gone.
    staleTime: 30_000,
  });
}
