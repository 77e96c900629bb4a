import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { useServiceFormat } from './format-fee';

function format() {
  return renderHook(() => useServiceFormat()).result.current;
}

describe('fee', () => {
  it.each([
    [0, 'Free'],
    [120, '$120'],
    [12.5, '$12.50'],
  ])('shows %d as %s in English', (fee, shown) => {
    expect(format().fee(fee)).toBe(shown);
  });

  it.each([
    [0, 'Bure'],
    [120, 'CA$ 120'],
    [12.5, 'CA$ 12.50'],
  ])('shows %d as %s in Kiswahili', async (fee, shown) => {
    await setLanguage('sw');
    expect(format().fee(fee).replace(/\s/g, ' ')).toBe(shown);
  });
});

describe('duration', () => {
  it.each([
    [15, '15 minutes', 'dakika 15'],
    [1, '1 minute', 'dakika 1'],
    [60, '1 hour', 'saa 1'],
    [90, '1 hour 30 minutes', 'saa 1 na dakika 30'],
    [180, '3 hours', 'saa 3'],
  ])('shows %d minutes as %s, in Kiswahili %s', async (minutes, english, swahili) => {
    expect(format().duration(minutes)).toBe(english);
    await setLanguage('sw');
    expect(format().duration(minutes)).toBe(swahili);
  });
});
