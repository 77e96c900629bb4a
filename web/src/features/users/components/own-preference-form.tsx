import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { updateOwnPreferences, type OwnPreferences } from '../api/update-own-preferences';
import '../users.css';

/** What each own-preference form takes besides its stored value. */
export interface OwnPreferenceProps<T> {
  userId: string;
  /** Lets the app update the signed-in session without reloading the record. */
  onSaved?: (value: T) => void;
}

/**
 * One of the user's own preferences as a form: the value is saved to their record on submit,
 * then said saved until the next change (the control calls `edited`) or submit. Its title, error,
 * saved and submit texts are the `section`'s in the users namespace.
 *
 * The submit button is busy while it saves (Button's loading: aria-disabled, not disabled), so
 * that focus stays on it through the save and after; a second submit meanwhile is ignored.
 */
export function OwnPreferenceForm<T>({
  userId,
  section,
  value,
  toPreferences,
  onSaved,
  children,
}: OwnPreferenceProps<T> & {
  section: 'digest' | 'language';
  value: T;
  toPreferences: (value: T) => OwnPreferences;
  /** The form's control; `edited` clears the saved notice. */
  children: (edited: () => void) => ReactNode;
}) {
  const { t } = useTranslation('users');
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: (next: T) => updateOwnPreferences(userId, toPreferences(next)),
    onSuccess: (_result, next) => {
      setSaved(true);
      onSaved?.(next);
    },
  });
  const titleId = `${section}-title`;

  return (
    <form
      className="settings-form"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        if (mutation.isPending) return;
        setSaved(false);
        mutation.mutate(value);
      }}
    >
      <h2 id={titleId}>{t(`${section}.title`)}</h2>
      {children(() => setSaved(false))}
      {mutation.isError && (
        <p className="notice notice--error" role="alert">
          {t(`${section}.error`)}
        </p>
      )}
      {saved && (
        <p className="notice notice--success" role="status">
          {t(`${section}.saved`)}
        </p>
      )}
      <Button type="submit" loading={mutation.isPending}>
        {t(`${section}.submit`)}
      </Button>
    </form>
  );
}
