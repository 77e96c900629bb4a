import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogActions } from './form-dialog';

/**
 * A dialog's form: its fields, the server's refusal (in words) above the footer, then Cancel and
 * the submit button. `onSubmit` is react-hook-form's handleSubmit(...) result.
 */
export function DialogForm({
  onSubmit,
  serverError,
  cancelLabel,
  submitLabel,
  onCancel,
  submitting,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  serverError: string | null;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      {serverError && (
        <p className="notice notice--error" role="alert">
          {serverError}
        </p>
      )}
      <DialogActions
        cancelLabel={cancelLabel}
        submitLabel={submitLabel}
        onCancel={onCancel}
        submitting={submitting}
      />
    </form>
  );
}

/**
 * A dialog form's save: runs the write, then `done` (a toast, closing the dialog); a refusal
 * becomes the error the form shows, in words.
 */
export function useDialogSave(describeError: (error: unknown) => string) {
  const [serverError, setServerError] = useState<string | null>(null);
  const save = async (write: () => Promise<unknown>, done: () => void) => {
    setServerError(null);
    try {
      await write();
    } catch (error) {
      setServerError(describeError(error));
      return;
    }
    done();
  };
  return { serverError, save };
}
