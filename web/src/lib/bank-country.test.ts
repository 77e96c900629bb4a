import { describe, expect, it } from 'vitest';
import { bankCountryLabel, knownBankCountry } from './bank-country';
import { setLanguage } from './i18n';

describe('bankCountryLabel', () => {
  it('shows a stored form choice in Kiswahili with the public form words', async () => {
    await setLanguage('sw', { persist: false });
    expect(bankCountryLabel('Canada')).toBe('Kanada');
    expect(bankCountryLabel(' united kingdom ')).toBe('Uingereza');
  });

  it('shows a choice stored in Kiswahili in English', async () => {
    await setLanguage('sw', { persist: false });
    await setLanguage('en', { persist: false });
    expect(knownBankCountry('Kanada')).toBe('canada');
    expect(bankCountryLabel('Kanada')).toBe('Canada');
  });

  it('shows a value that is not a form choice as stored, and nothing as a dash', async () => {
    await setLanguage('sw', { persist: false });
    expect(bankCountryLabel('Norway')).toBe('Norway');
    expect(knownBankCountry('Norway')).toBeNull();
    expect(bankCountryLabel('')).toBe('—');
    expect(bankCountryLabel(null)).toBe('—');
  });
});
