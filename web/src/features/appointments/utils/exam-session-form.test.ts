import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { examSessionFormSchema } from './exam-session-form';

// The messages in English; the component passes its own t (the UI language).
const t = i18next.getFixedT('en', 'appointments');

const valid = { date: '2026-12-01', startTime: '09:00', location: ' Hall A ', capacity: '20' };

describe('examSessionFormSchema', () => {
  it('accepts a session and turns the capacity into a number', () => {
    expect(examSessionFormSchema(0, t).parse(valid)).toEqual({
      date: '2026-12-01',
      startTime: '09:00',
      location: 'Hall A',
      capacity: 20,
    });
  });

  it('refuses a capacity below the seats already booked', () => {
    const result = examSessionFormSchema(8, t).safeParse({ ...valid, capacity: '7' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('At least 8: seats already booked');
    expect(examSessionFormSchema(8, t).safeParse({ ...valid, capacity: '8' }).success).toBe(true);
  });

  it('refuses an empty date, a bad time, no location and a zero or fractional capacity', () => {
    const result = examSessionFormSchema(0, t).safeParse({
      date: '',
      startTime: '9',
      location: ' ',
      capacity: '0',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date', 'Choose the date'],
      ['startTime', 'Enter the start time, like 09:30'],
      ['location', 'Enter the location'],
      ['capacity', 'At least 1 seat'],
    ]);
    expect(examSessionFormSchema(0, t).safeParse({ ...valid, capacity: '2.5' }).success).toBe(
      false,
    );
  });
});
