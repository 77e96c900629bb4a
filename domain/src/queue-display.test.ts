import { describe, expect, it } from 'vitest';
import { isCurrentDisplay } from './queue-display';

describe('isCurrentDisplay', () => {
  const now = new Date('2026-11-21T07:00:00Z');

  it('holds until its validUntil, not at or after it', () => {
    expect(isCurrentDisplay({ validUntil: new Date('2026-11-21T21:00:00Z') }, now)).toBe(true);
    expect(isCurrentDisplay({ validUntil: now }, now)).toBe(false);
    expect(isCurrentDisplay({ validUntil: new Date('2026-11-20T21:00:00Z') }, now)).toBe(false);
  });

  it('does not hold without a validUntil (a display written before the field existed)', () => {
    expect(isCurrentDisplay({ validUntil: null }, now)).toBe(false);
  });
});
