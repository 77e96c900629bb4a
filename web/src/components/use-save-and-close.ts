import toast from '../lib/toast';
import { useDialogSave } from './dialog-form';

/**
 * A dialog form's save that ends the dialog: runs the write; once it succeeds, a toast says so
 * and the dialog closes (then `after` runs: opening what was created, say). A refusal becomes the
 * error the form shows (useDialogSave).
 */
export function useSaveAndClose(describeError: (error: unknown) => string, onClose: () => void) {
  const { serverError, save } = useDialogSave(describeError);
  const saveAndClose = (write: () => Promise<unknown>, doneMessage: string, after?: () => void) =>
    save(write, () => {
      toast.success(doneMessage);
      onClose();
      after?.();
    });
  return { serverError, saveAndClose };
}
