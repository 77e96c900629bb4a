import type { ExamSession } from '@centre/domain/bookings';
import { fetchPublic, publicId, publicList } from '../../../lib/public-api';

export type ExamSessionRecord = ExamSession & { id: string };

/**
 * The open exam sessions (status == 'open': exactly what the rules let the public list), from the
 * public read endpoint (lib/public-api.ts). Sorted here by date and time (a few documents). The
 * schema loads with the read.
 */
export async function getOpenExamSessions(): Promise<ExamSessionRecord[]> {
  const [body, { examSessionSchema }] = await Promise.all([
    fetchPublic('exam-sessions'),
    import('@centre/domain/bookings'),
  ]);
  return publicList(body, 'examSessions')
    .map((record) => {
      const parsed = examSessionSchema.safeParse(record);
      return parsed.success && parsed.data.status === 'open'
        ? { ...parsed.data, id: publicId(record) }
        : null;
    })
    .filter((session): session is ExamSessionRecord => session !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}
