import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@centre/domain/constants';
import { isLanguage } from '../../../lib/i18n';
import { LANGUAGE_OPTIONS } from '../../../lib/language-options';
import { OwnPreferenceForm, type OwnPreferenceProps } from './own-preference-form';

interface LanguagePreferenceFormProps extends OwnPreferenceProps<Language> {
  language: string;
}

/** English or Kiswahili, saved to the user's own record (`language`). */
export function LanguagePreferenceForm({ language, ...preference }: LanguagePreferenceFormProps) {
  const { t } = useTranslation('users');
  const [selected, setSelected] = useState<Language>(
    isLanguage(language) ? language : DEFAULT_LANGUAGE,
  );

  return (
    <OwnPreferenceForm
      {...preference}
      section="language"
      value={selected}
      toPreferences={(value) => ({ language: value })}
    >
      {(edited) => (
        <fieldset className="radio-group">
          <legend>{t('language.legend')}</legend>
          {LANGUAGE_OPTIONS.map((option) => (
            <label key={option.value} htmlFor={`language-${option.value}`}>
              <input
                id={`language-${option.value}`}
                type="radio"
                name="language"
                value={option.value}
                checked={selected === option.value}
                onChange={() => {
                  setSelected(option.value);
                  edited();
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </OwnPreferenceForm>
  );
}
