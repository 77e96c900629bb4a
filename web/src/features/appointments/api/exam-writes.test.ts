import { addDoc, collection, doc, getDocs, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_BOOKING_SETTINGS,
  bookingSettingsSchema,
  examSessionSchema,
} from '@centre/domain/bookings';
import { createExamSession } from './create-exam-session';
import { getExamBookings } from '../../../data/appointments/list-exam-bookings';
import { getExamSessions } from '../../../data/appointments/list-exam-sessions';
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
  it('creates a session the domain schema accepts as it stands: open, no seat booked, no stray field', async () => {
    // A form object can carry more than the session's fields; a booked count must not pass.
    const fromForm = {
      date: '2026-12-01',
      startTime: '09:00',
      location: 'Hall A',
      capacity: 20,
      booked: 7,
      notes: 'x',
    };
    await expect(createExamSession(fromForm)).resolves.toBe('new-session');
    expect(collection).toHaveBeenCalledWith({ name: 'db' }, 'examSessions');
    const written = vi.mocked(addDoc).mock.calls[0]?.[1];
    expect(examSessionSchema.strict().safeParse(written).success).toBe(true);
    expect(written).toMatchObject({ booked: 0, status: 'open' });
  });

  it('drops booked, unknown keys and unset fields from an update', async () => {
    await updateExamSession('s1', {
      capacity: 12,
      status: 'closed',
      location: undefined,
      booked: 9,
      other: true,
    } as never);
    expect(doc).toHaveBeenCalledWith({ name: 'db' }, 'examSessions', 's1');
    expect(vi.mocked(updateDoc).mock.calls[0]?.[1]).toEqual({ capacity: 12, status: 'closed' });
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
  it('replaces every field of the settings schema whole, so a removed desk does not survive', async () => {
    await saveBookingSettings(DEFAULT_BOOKING_SETTINGS);
    expect(doc).toHaveBeenCalledWith({ name: 'db' }, 'settings/booking');
    const [, written, options] = vi.mocked(setDoc).mock.calls[0] ?? [];
    expect(written).toEqual(DEFAULT_BOOKING_SETTINGS);
    // A field added to the schema but not to the merge list would never be saved.
    expect([...((options as { mergeFields: string[] }).mergeFields ?? [])].sort()).toEqual(
      Object.keys(bookingSettingsSchema.shape).sort(),
    );
  });
});
