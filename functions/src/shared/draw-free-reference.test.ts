import { REFERENCE_PATTERN } from '@centre/domain/applications';
import { APPOINTMENT_REFERENCE_PATTERN } from '@centre/domain/bookings';
import { LICENCE_REFERENCE_PATTERN } from '@centre/domain/licence-renewals';
import { describe, expect, it } from 'vitest';
import { randomReference } from './draw-free-reference';

describe('randomReference', () => {
  it.each([
    ['APP', REFERENCE_PATTERN],
    ['APT', APPOINTMENT_REFERENCE_PATTERN],
    ['LIC', LICENCE_REFERENCE_PATTERN],
  ] as const)('always matches the %s pattern', (prefix, pattern) => {
    for (let i = 0; i < 1000; i += 1) expect(randomReference(prefix)).toMatch(pattern);
  });

  it('spreads over the alphabet (no two of 1000 alike, in practice)', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => randomReference('APP')));
    expect(seen.size).toBe(1000);
  });
});
