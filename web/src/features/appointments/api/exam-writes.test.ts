import { addDoc, collection, doc, getDocs, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { createExamSession } from './create-exam-session';
import { getExamBookings } from '../../../data/appointments/list-exam-bookings';
import { getExamSessions } from '../../../data/appointments/list-exam-sessions';
import { markExamBooking } from './mark-exam-booking';
import { saveBookingSettings } from './save-booking-settings';
import { updateExamSession } from './update-exam-session';

vi.mock('../../../lib/firestore', () => ({ db: { name: 'db' } }));
vi.mock('firebase/firestore', () => ({
  collection: vi.fn((_db: unknown, path: string) => ({
    path,
    withConverter: () => ({ path }),
  })),
  doc: vi.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') })),
  addDoc: vi.fn(async () => ({ id: 'new-session' })),
  updateDoc: vi.fn(async () => undefined),
  setDoc: vi.fn(async () => undefined),
  getDocs: vi.fn(async () => ({ docs: [] })),
  query: vi.fn((source: unknown, ...constraints: unknown[]) => ({ source, constraints })),
  where: vi.fn((field: string, op: string, value: unknown) => ({ field, op, value })),
  orderBy: vi.fn((field: string, direction: string) => ({ orderBy: field, direction })),
}));

beforeEach(() => vi.clearAllMocks());

describe('exam session writes', () => {
  it('creates an open session with no seat booked', async () => {
    await expect(
      createExamSession({
        date: '2026-12-01',
        startTime: '09:00',
        location: 'Hall A',
        capacity: 20,
      }),
    ).resolves.toBe('new-session');
    expect(collection).toHaveBeenCalledWith({ name: 'db' }, 'examSessions');
    expect(vi.mocked(addDoc).mock.calls[0]?.[1]).toEqual({
      date: '2026-12-01',
      startTime: '09:00',
      location: 'Hall A',
      capacity: 20,
      booked: 0,
      status: 'open',
    });
  });

  it('updates only the given fields and never booked', async () => {
    await updateExamSession('s1', { capacity: 12, status: 'closed' });
    expect(doc).toHaveBeenCalledWith({ name: 'db' }, 'examSessions', 's1');
    expect(vi.mocked(updateDoc).mock.calls[0]?.[1]).toEqual({ capacity: 12, status: 'closed' });
  });

  it('marks a candidate by changing the status only', async () => {
    await markExamBooking('b1', 'no_show');
    expect(doc).toHaveBeenCalledWith({ name: 'db' }, 'examBookings', 'b1');
    expect(vi.mocked(updateDoc).mock.calls[0]?.[1]).toEqual({ status: 'no_show' });
  });

  it("reads one session's candidates by sessionId", async () => {
    await getExamBookings('s1');
    expect(where).toHaveBeenCalledWith('sessionId', '==', 's1');
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('reads sessions from a date, soonest first', async () => {
    await getExamSessions('2026-10-22');
    expect(where).toHaveBeenCalledWith('date', '>=', '2026-10-22');
  });
});

describe('saveBookingSettings', () => {
  it('writes settings/booking as a merge replacing each known field', async () => {
    await saveBookingSettings(DEFAULT_BOOKING_SETTINGS);
    expect(doc).toHaveBeenCalledWith({ name: 'db' }, 'settings/booking');
    expect(setDoc).toHaveBeenCalledWith({ path: 'settings/booking' }, DEFAULT_BOOKING_SETTINGS, {
      mergeFields: [
        'timezone',
        'openingHours',
        'holidays',
        'desks',
        'defaultDesks',
        'bookingWindowDays',
      ],
    });
  });
});
