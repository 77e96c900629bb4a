import toast, { SHOWN_NOT_SPOKEN } from '../lib/toast';
import { StatusTransitionActions } from './status-transition-actions';

type ActionsProps<S extends string> = Parameters<typeof StatusTransitionActions<S>>[0];

export type ToastedStatusActionsProps<S extends string> = Omit<ActionsProps<S>, 'onChange'> & {
  /** Makes the move with the trimmed note; rejects when the move was refused or failed. */
  change: (status: S, note: string) => Promise<unknown>;
  /** A failed move in words: shown under the buttons (announced there) and in a toast. */
  describeError: (error: unknown) => string;
  /** Said (focused) under the buttons once the move is made, and shown in a toast. */
  changedMessage: (status: S) => string;
};

/**
 * A record's status moves that say in a toast how each went. The record pages' moves all answer
 * the same way, so the try, the toasts and the message under the buttons are written once here.
 * The toasts are seen, not heard: the line under the buttons is what a screen reader says.
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
      toast.error(message, SHOWN_NOT_SPOKEN);
      return message;
    }
    toast.success(changedMessage(status), SHOWN_NOT_SPOKEN);
    return null;
  }
  return (
    <StatusTransitionActions {...actions} onChange={onChange} changedMessage={changedMessage} />
  );
}
