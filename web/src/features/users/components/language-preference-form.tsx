import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { updateOwnPreferences } from '../api/update-own-preferences';
import { DEFAULT_LANGUAGE, type Language } from '@centre/domain/constants';
import { isLanguage } from '../../../lib/i18n';
import { LANGUAGE_OPTIONS } from '../types';
import '../users.css';

interface LanguagePreferenceFormProps {
  userId: string;
  language: string;
  /** Lets the app update the signed-in session without reloading the record. */
  onSaved?: (language: Language) => void;
}

/** English or Kiswahili, saved to the user's own record (`language`). */
export function LanguagePreferenceForm({ userId, language, onSaved }: LanguagePreferenceFormProps) {
  const { t } = useTranslation('users');
  const [selected, setSelected] = useState<Language>(
    isLanguage(language) ? language : DEFAULT_LANGUAGE,
  );
  const [saved, setSaved] = useState<Language | null>(null);
  const mutation = useMutation({
    mutationFn: (value: Language) => updateOwnPreferences(userId, { language: value }),
    onSuccess: (_result, value) => {
      setSaved(value);
      onSaved?.(value);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    mutation.mutate(selected);
  };

  return (
    <form className="settings-form" aria-labelledby="language-title" onSubmit={onSubmit}>
      <h2 id="language-title">{t('language.title')}</h2>
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
                setSaved(null);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {mutation.isError && (
        <p className="notice notice--error" role="alert">
          {t('language.error')}
        </p>
      )}
      {saved && (
        <p className="notice notice--success" role="status">
          {t('language.saved')}
        </p>
      )}
      <Button type="submit" loading={mutation.isPending}>
        {t('language.submit')}
      </Button>
    </form>
  );
}
