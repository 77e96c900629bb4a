import toast from '../lib/toast';
import { StatusTransitionActions } from './status-transition-actions';

type ActionsProps<S extends string> = Parameters<typeof StatusTransitionActions<S>>[0];

export type ToastedStatusActionsProps<S extends string> = Omit<ActionsProps<S>, 'onChange'> & {
  /** Makes the move with the trimmed note; rejects when the move was refused or failed. */
  change: (status: S, note: string) => Promise<unknown>;
  /** A failed move in words: toasted and shown under the buttons. */
  describeError: (error: unknown) => string;
  /** Toasted once the move is made, and said (focused) under the buttons. */
  changedMessage: (status: S) => string;
};

/**
 * A record's status moves that say in a toast how each went. The record pages' moves all answer
 * the same way, so the try, the toasts and the message under the buttons are written once here.
 */
export function ToastedStatusActions<S extends string>({
  change,
  describeError,
  changedMessage,
  ...actions
}: ToastedStatusActionsProps<S>) {
  async function onChange(status: S, note: string) {
    try {
      await change(status, note);
    } catch (failure) {
      const message = describeError(failure);
      toast.error(message);
      return message;
    }
    toast.success(changedMessage(status));
    return null;
  }
  return (
    <StatusTransitionActions {...actions} onChange={onChange} changedMessage={changedMessage} />
  );
}
