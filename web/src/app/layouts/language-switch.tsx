import type { Language } from '@centre/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage } from '../../lib/i18n';
import { LANGUAGE_OPTIONS } from '../../lib/language-options';

/**
 * The visitors' language choice (English / Kiswahili), kept for the next visit. Each language is
 * named in its own language, marked with `lang` so screen readers pronounce it right.
 * `onChosen`: also told of each choice (a signed-in user's saves it to their record).
 */
export function LanguageSwitch({
  className = 'language-switch',
  onChosen,
}: {
  className?: string;
  onChosen?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="language-switch__label">
        {t('header.language')}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={currentLanguage(i18n)}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void setLanguage(language);
          onChosen?.(language);
        }}
      >
        {LANGUAGE_OPTIONS.map(({ value, label, lang }) => (
          <option key={value} value={value} lang={lang}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
