import { LANGUAGES, LANGUAGE_NAMES } from '@centre/domain/constants';

/**
 * The languages as choices, each named in its own words and marked as written in it (`lang`), so
 * that a screen reader reads "Kiswahili" as Kiswahili on an English page.
 */
export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
  lang: value,
}));
