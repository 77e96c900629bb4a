import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast, { SHOWN_NOT_SPOKEN } from '../../../lib/toast';
import { useSavedSelection } from '../../../components/assignee-form';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { userUpdateErrorMessage, type UserUpdateAction } from '../utils/user-update-error-message';
import type { SelectOption } from '../../../components/select-input';

interface UserFieldFormProps {
  action: UserUpdateAction;
  label: string;
  options: readonly SelectOption[];
  /** The record's current value; the select starts there. */
  value: string;
  save: (value: string) => Promise<unknown>;
  successMessage: string;
  disabled?: boolean;
  note?: string;
}

/**
 * One field of a user record that an admin changes through a callable: a select and Save. A
 * failure shows docs/product.md §8's message beside the form and as a toast; success refreshes
 * every user query (list, record, audit history), and the refreshed record resets the select to
 * the saved value without re-creating the form (useSavedSelection). Save is aria-disabled, not
 * disabled, while nothing changed or it saves, so focus stays on it through the save and after
 * (the shared SaveRow's technique; its error here also describes the select). A field the admin
 * may not change at all (`disabled`: their own role) is disabled outright.
 */
export function UserFieldForm({
  action,
  label,
  options,
  value,
  save,
  successMessage,
  disabled = false,
  note,
}: UserFieldFormProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const selectId = `${id}-select`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const [selected, setSelected] = useSavedSelection(value);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (next: string) => save(next),
    onSuccess: () => {
      setError(null);
      toast.success(successMessage);
    },
    onError: (failure) => {
      const message = userUpdateErrorMessage(failure, action);
      setError(message);
      toast.error(message, SHOWN_NOT_SPOKEN);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || selected === value || mutation.isPending) return;
    mutation.mutate(selected);
  };

  const describedBy = [note && noteId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <form className="inline-form" aria-label={t(`access.change.${action}`)} onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          {label}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={selected}
          disabled={disabled || mutation.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setSelected(event.target.value);
            setError(null);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        variant="secondary"
        disabled={disabled}
        aria-disabled={(!disabled && (selected === value || mutation.isPending)) || undefined}
        aria-busy={mutation.isPending || undefined}
        icon={mutation.isPending ? <Spinner size="sm" /> : undefined}
      >
        {t(`access.save.${action}`)}
      </Button>
      {note && (
        <p id={noteId} className="text-muted">
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
