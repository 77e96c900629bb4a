import { describe, expect, it } from 'vitest';
import { centsToMoneyText, formatMoneyCents, parseMoneyToCents } from './money';

describe('parseMoneyToCents', () => {
  it.each([
    ['500', 50000],
    ['500.5', 50050],
    ['500.05', 50005],
    [' 1,000.50 ', 100050],
    ['1 000', 100000],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '1.2.3', '12e3'])('refuses %j', (text) => {
    expect(parseMoneyToCents(text)).toBeNull();
  });
});

describe('money text', () => {
  it('writes cents back as a typed amount', () => {
    expect(centsToMoneyText(2500)).toBe('25.00');
  });

  it('formats cents in the currency', () => {
    expect(formatMoneyCents(2500, 'CAD', 'en')).toMatch(/25\.00/);
  });
});
