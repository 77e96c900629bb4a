import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { reminderDue } from './send-reminders';

const HOUR = 3_600_000;
const NOW = new Date('2026-07-14T12:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const LEAD = 24 * HOUR;

describe('reminderDue', () => {
  it('is due for a start within the next 24 hours, booked before the reminder time', () => {
    expect(reminderDue(at(23.5), Timestamp.fromDate(at(-72)), LEAD, NOW)).toBe(true);
    expect(reminderDue(at(24), Timestamp.fromDate(at(-72)), LEAD, NOW)).toBe(true);
  });

  it('is not due for a start further away, or already past', () => {
    expect(reminderDue(at(30), null, LEAD, NOW)).toBe(false);
    expect(reminderDue(at(0), null, LEAD, NOW)).toBe(false);
    expect(reminderDue(at(-1), null, LEAD, NOW)).toBe(false);
  });

  it('is not due for a booking made after its reminder time (the confirmation is enough)', () => {
    // Booked 3 hours ahead: starts in 2 h, booked an hour ago.
    expect(reminderDue(at(2), Timestamp.fromDate(at(-1)), LEAD, NOW)).toBe(false);
  });
});
