import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { updateOwnPreferences } from '../api/update-own-preferences';
import '../users.css';

interface DigestPreferenceFormProps {
  userId: string;
  /** The record's `dailyDigest` (on unless switched off). */
  dailyDigest: boolean;
  /** Lets the app update the signed-in session without reloading the record. */
  onSaved?: (dailyDigest: boolean) => void;
}

/** The staff daily digest of new assignments by email (issue 16), saved to `dailyDigest`. */
export function DigestPreferenceForm({ userId, dailyDigest, onSaved }: DigestPreferenceFormProps) {
  const { t } = useTranslation('users');
  const [checked, setChecked] = useState(dailyDigest);
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: (value: boolean) => updateOwnPreferences(userId, { dailyDigest: value }),
    onSuccess: (_result, value) => {
      setSaved(true);
      onSaved?.(value);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    mutation.mutate(checked);
  };

  return (
    <form className="settings-form" aria-labelledby="digest-title" onSubmit={onSubmit}>
      <h2 id="digest-title">{t('digest.title')}</h2>
      <label className="checkbox" htmlFor="daily-digest">
        <input
          id="daily-digest"
          type="checkbox"
          aria-describedby="daily-digest-hint"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            setSaved(false);
          }}
        />
        {t('digest.label')}
      </label>
      <p id="daily-digest-hint" className="field__helper">
        {t('digest.hint')}
      </p>
      {mutation.isError && (
        <p className="notice notice--error" role="alert">
          {t('digest.error')}
        </p>
      )}
      {saved && (
        <p className="notice notice--success" role="status">
          {t('digest.saved')}
        </p>
      )}
      <Button type="submit" loading={mutation.isPending}>
        {t('digest.submit')}
      </Button>
    </form>
  );
}
