import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedPaths, stubPublicApi } from '../../../test/public-api';
import { getOpenExamSessions } from './get-open-exam-sessions';

const session = (id: string, date: string, startTime: string, status = 'open') => ({
  id,
  date,
  startTime,
  location: 'Jamii Service Centre, Room 2',
  capacity: 20,
  booked: 3,
  status,
});

afterEach(() => vi.unstubAllGlobals());

describe('getOpenExamSessions', () => {
  it('lists the open sessions by date and time, leaving out malformed and closed ones', async () => {
    const stub = stubPublicApi({
      'exam-sessions': {
        body: {
          examSessions: [
            session('late', '2026-12-10', '13:00'),
            session('early', '2026-12-03', '09:00'),
            session('same-day', '2026-12-10', '09:00'),
            session('closed', '2026-12-01', '09:00', 'closed'),
            { id: 'broken', date: 'soon' },
          ],
        },
      },
    });
    const sessions = await getOpenExamSessions();
    expect(askedPaths(stub)).toEqual(['exam-sessions']);
    expect(sessions.map((item) => item.id)).toEqual(['early', 'same-day', 'late']);
    expect(sessions[0]).toEqual(session('early', '2026-12-03', '09:00'));
  });

  it('fails when the endpoint does, so the page can offer to try again', async () => {
    stubPublicApi({ 'exam-sessions': { status: 503 } });
    await expect(getOpenExamSessions()).rejects.toThrow('503');
  });
});
