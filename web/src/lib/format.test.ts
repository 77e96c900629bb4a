import { afterEach, describe, expect, it } from 'vitest';
import { carryTexts, resetCarriedTexts } from './carried-text';
import { formatDay, formatFee, formatWeekdayDay, moneyLocale } from './format';

afterEach(() => resetCarriedTexts());

describe('formatWeekdayDay', () => {
  it('writes a calendar date weekday first, in English and Kiswahili, long and short', () => {
    expect(formatWeekdayDay('2026-07-06', 'long', 'en')).toBe('Monday 6 July 2026');
    expect(formatWeekdayDay('2026-07-06', 'short', 'en')).toBe('Mon 6 Jul 2026');
    expect(formatWeekdayDay('2026-07-06', 'long', 'sw')).toBe('Jumatatu 6 Julai 2026');
  });

  it('never shifts the day, and shows what is not a date as it is', () => {
    expect(formatWeekdayDay('2026-12-31', 'long', 'en')).toBe('Thursday 31 December 2026');
    expect(formatWeekdayDay('not a date', 'long', 'en')).toBe('not a date');
    expect(formatWeekdayDay('', 'long', 'en')).toBe('—');
  });

  it('reuses the text a pre-render carried, keyed by style, language and day', () => {
    carryTexts({ 'weekday-day|long|en|2026-07-06': 'carried' });
    expect(formatWeekdayDay('2026-07-06', 'long', 'en')).toBe('carried');
    expect(formatWeekdayDay('2026-07-06', 'short', 'en')).toBe('Mon 6 Jul 2026');
  });
});

describe('money and days', () => {
  it('writes amounts as Canadians do in English, as Intl writes CAD in Kiswahili', () => {
    expect(moneyLocale('en')).toBe('en-CA');
    expect(moneyLocale('sw')).toBe('sw-KE');
    expect(formatFee(120, 'en')).toBe('$120');
    expect(formatFee(12.5, 'en')).toBe('$12.50');
  });

  it('writes a stored day as a medium date', () => {
    expect(formatDay('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(formatDay('', 'en')).toBe('—');
  });
});
