import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast, { SHOWN_NOT_SPOKEN } from '../lib/toast';
import { Button } from './button';
import { SelectInput } from './select-input';
import { Spinner } from './spinner';

/** A member of staff in a picker: their uid and name. */
export interface StaffChoice {
  value: string;
  label: string;
}

/**
 * A form's save: the write (whose hook refreshes the record) plus the form's messages: a toast on
 * success, the failure in words under the form and in a toast.
 */
export function useSaveWithMessages<T>(
  save: (value: T) => Promise<unknown>,
  successMessage: string,
  describeError: (error: unknown) => string,
) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => {
      setError(null);
      toast.success(successMessage);
    },
    onError: (failure) => {
      const message = describeError(failure);
      setError(message);
      toast.error(message, SHOWN_NOT_SPOKEN);
    },
  });
  return { mutation, error, clearError: () => setError(null) };
}

/**
 * A select's value: what is saved until it is changed; a refreshed record resets it to the saved
 * value. The form is not re-created for that (no key), so its button keeps focus.
 */
export function useSavedSelection<T>(saved: T) {
  const [selected, setSelected] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setSelected(saved);
  }
  return [selected, setSelected] as const;
}

/**
 * A form's save button and the error of its last save. Idle (nothing changed, or saving) is
 * aria-disabled, not disabled, so that focus stays on it through the save and after: a disabled
 * button would drop focus to the page. The form's submit checks the same itself.
 */
export function SaveRow({
  label,
  saving,
  unchanged,
  error,
}: {
  label: string;
  saving: boolean;
  unchanged: boolean;
  error: string | null;
}) {
  return (
    <>
      <Button
        type="submit"
        variant="secondary"
        aria-disabled={unchanged || saving || undefined}
        aria-busy={saving || undefined}
        icon={saving ? <Spinner size="sm" /> : undefined}
      >
        {label}
      </Button>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export interface AssigneeFormProps {
  /** The assignee's uid and name as stored; null: nobody. */
  assignedTo: string | null;
  assignedToName: string | null;
  /** Active staff; undefined while loading or when they cannot be read. */
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
  /** The form's words, in the page's language. */
  labels: {
    form: string;
    assignee: string;
    unassigned: string;
    save: string;
    saved: string;
    staffUnavailable: string;
  };
  /** Assigns the record (null: to nobody) with the picked name; the server names the assignee. */
  save: (assigneeId: string | null, assigneeName: string | null) => Promise<unknown>;
  describeError: (error: unknown) => string;
}

const UNASSIGNED_VALUE = '';

/**
 * Who works on a record: a staff picker and its save. A refreshed record resets the select to the
 * saved value (useSavedSelection); the save button keeps focus through the save (SaveRow).
 */
export function AssigneeForm({
  assignedTo,
  assignedToName,
  staffOptions,
  staffUnavailable,
  labels,
  save,
  describeError,
}: AssigneeFormProps) {
  const current = assignedTo ?? UNASSIGNED_VALUE;
  const [selected, setSelected] = useSavedSelection(current);
  const options = [
    { value: UNASSIGNED_VALUE, label: labels.unassigned },
    ...(staffOptions ?? []).map(({ value, label }) => ({ value, label })),
  ];
  // The current assignee may have left the staff list (inactive) or it may still be loading.
  if (assignedTo && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: assignedToName ?? current });
  }
  const { mutation, error, clearError } = useSaveWithMessages(
    (assignee: string) =>
      save(
        assignee || null,
        assignee ? (options.find((option) => option.value === assignee)?.label ?? null) : null,
      ),
    labels.saved,
    describeError,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected !== current && !mutation.isPending) mutation.mutate(selected);
  };

  return (
    <form className="inline-form" aria-label={labels.form} onSubmit={onSubmit}>
      <SelectInput
        label={labels.assignee}
        options={options}
        value={selected}
        disabled={mutation.isPending}
        helperText={staffUnavailable ? labels.staffUnavailable : undefined}
        onChange={(event) => {
          setSelected(event.target.value);
          clearError();
        }}
      />
      <SaveRow
        label={labels.save}
        saving={mutation.isPending}
        unchanged={selected === current}
        error={error}
      />
    </form>
  );
}

/**
 * A record's assignment panel body: the assignee form for those who may change it, else who
 * works on it (or the word for nobody). A refresh resets the select; the form stays, with focus.
 */
export function RecordAssignment({
  canManage,
  words,
  ...props
}: Omit<AssigneeFormProps, 'labels'> & {
  canManage: boolean;
  /** The form's words by key, in the page's language. */
  words: (key: keyof AssigneeFormProps['labels']) => string;
}) {
  if (!canManage) {
    return <p>{props.assignedToName ?? props.assignedTo ?? words('unassigned')}</p>;
  }
  const labels = {
    form: words('form'),
    assignee: words('assignee'),
    unassigned: words('unassigned'),
    save: words('save'),
    saved: words('saved'),
    staffUnavailable: words('staffUnavailable'),
  };
  return <AssigneeForm {...props} labels={labels} />;
}
