import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriedText, carryTexts, recordTexts, resetCarriedTexts } from './carried-text';
import { formatDay, formatFee } from './format';

afterEach(() => {
  resetCarriedTexts();
});

describe('texts a pre-rendered page carries', () => {
  it('are made when nothing was carried for their key', () => {
    const make = vi.fn(() => '$120');
    expect(carriedText('fee|en|120', make)).toBe('$120');
    expect(make).toHaveBeenCalledOnce();
  });

  it('are reused, without making them, once carried', () => {
    carryTexts({ 'fee|en|120': 'one hundred and twenty dollars' });
    const make = vi.fn(() => '$120');
    expect(carriedText('fee|en|120', make)).toBe('one hundred and twenty dollars');
    expect(carriedText('fee|en|45', make)).toBe('$120');
    expect(make).toHaveBeenCalledOnce();
  });

  it('are recorded while a page renders, and only then', () => {
    carriedText('fee|en|1', () => 'before');
    const stop = recordTexts();
    carriedText('fee|en|2', () => 'during');
    carriedText('fee|sw|2', () => 'wakati');
    expect(stop()).toEqual({ 'fee|en|2': 'during', 'fee|sw|2': 'wakati' });
    carriedText('fee|en|3', () => 'after');
    expect(recordTexts()()).toEqual({});
  });

  it('ignore a carried value that is not text', () => {
    carryTexts({ 'fee|en|9': 9 as unknown as string });
    expect(carriedText('fee|en|9', () => '$9')).toBe('$9');
    carryTexts(undefined);
  });

  it('carry what the formatters write from the pre-render to the first client render', () => {
    const stop = recordTexts();
    const written = [formatFee(120, 'en'), formatFee(12.5, 'sw'), formatDay('2026-11-23', 'en')];
    const texts = stop();
    expect(Object.values(texts)).toEqual(written);
    expect(written).toEqual(['$120', expect.stringContaining('12.50'), '23 Nov 2026']);

    // The client: the same keys give the carried text, even where its Intl would write another.
    resetCarriedTexts();
    carryTexts(Object.fromEntries(Object.keys(texts).map((key) => [key, `carried ${key}`])));
    expect(formatFee(120, 'en')).toBe('carried fee|en|120');
    expect(formatDay('2026-11-23', 'en')).toBe('carried day|en|2026-11-23');
    expect(formatFee(121, 'en')).toBe('$121');
  });
});
