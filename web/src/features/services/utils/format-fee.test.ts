import { describe, expect, it } from 'vitest';
import { formatDuration, formatFee } from './format-fee';

describe('formatFee', () => {
  it.each([
    [0, 'Free'],
    [120, '$120'],
    [12.5, '$12.50'],
  ])('shows %d as %s', (fee, shown) => {
    expect(formatFee(fee)).toBe(shown);
  });
});

describe('formatDuration', () => {
  it.each([
    [15, '15 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [180, '3 hours'],
  ])('shows %d minutes as %s', (minutes, shown) => {
    expect(formatDuration(minutes)).toBe(shown);
  });
});
