import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './centre';

describe('formatTimeOfDay', () => {
  it('writes a time of day in each reader’s language, whichever language asked first', () => {
    expect(formatTimeOfDay('09:00', 'en')).toBe('9:00 AM');
    expect(formatTimeOfDay('17:30', 'sw-KE')).toBe('17:30');
    // The formatter kept for one locale never answers for another.
    expect(formatTimeOfDay('17:30', 'en')).toBe('5:30 PM');
    expect(formatTimeOfDay('09:00', 'sw-KE')).toBe('9:00');
  });
});
