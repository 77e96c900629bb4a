import { REFERENCE_PATTERN } from '@centre/domain/applications';
import { describe, expect, it } from 'vitest';
import { randomReference } from './reference';

describe('randomReference', () => {
  it('always matches REFERENCE_PATTERN', () => {
    for (let i = 0; i < 1000; i += 1) expect(randomReference()).toMatch(REFERENCE_PATTERN);
  });

  it('spreads over the alphabet (no two of 1000 alike, in practice)', () => {
    const seen = new Set(Array.from({ length: 1000 }, randomReference));
    expect(seen.size).toBe(1000);
  });
});
