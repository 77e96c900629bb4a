import { useQuery } from '@tanstack/react-query';
import { getOpenExamSessions } from '../api/get-open-exam-sessions';
import { bookingKeys } from '../../../data/appointments/keys';

export function useOpenExamSessions() {
  return useQuery({
    queryKey: bookingKeys.openExamSessions(),
    queryFn: getOpenExamSessions,
    // Seats go fast before an exam: a list a minute old may promise a seat that is gone.
    staleTime: 30_000,
  });
}
