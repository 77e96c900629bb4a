import { BANK_COUNTRIES, BANK_COUNTRY_LABELS, type BankCountry } from '@centre/domain/bank';
import i18next from 'i18next';
import { LABELS_NAMESPACE, labelOf } from './labels';

const KIND = 'bankCountry';

function normal(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** The name of a country in one language's loaded `labels` file, if that file is loaded. */
function loadedName(language: string, country: BankCountry): string | undefined {
  const name: unknown = i18next.getResource(language, LABELS_NAMESPACE, `${KIND}.${country}`);
  return typeof name === 'string' ? name : undefined;
}

/**
 * The form's country that a stored country of residence names: the public form stores the
 * choice in the visitor's language ('Canada', 'Kanada'), so the English words of the domain and
 * every loaded language's words are matched, ignoring case and outer spaces. Null for a typed
 * country that is not one of the form's choices.
 */
export function knownBankCountry(stored: string): BankCountry | null {
  const wanted = normal(stored);
  if (!wanted) return null;
  const languages = i18next.isInitialized ? Object.keys(i18next.store.data) : [];
  return (
    BANK_COUNTRIES.find(
      (country) =>
        normal(BANK_COUNTRY_LABELS[country]) === wanted ||
        languages.some((language) => normal(loadedName(language, country) ?? '') === wanted),
    ) ?? null
  );
}

/**
 * A stored country of residence for a reader: one of the form's choices in the reader's language
 * (the public form's own words, `labels:bankCountry`), any other value as stored, '—' if none.
 */
export function bankCountryLabel(stored: string | null | undefined): string {
  if (!stored?.trim()) return '—';
  const country = knownBankCountry(stored);
  return country ? labelOf(BANK_COUNTRY_LABELS, country) : stored;
}
