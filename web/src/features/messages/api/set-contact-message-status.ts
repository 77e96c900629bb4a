import type {
  SetContactMessageStatusAnswer,
  SetContactMessageStatusInput,
} from '@centre/domain/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessageChangeKeys } from '../../../data/contact-messages/keys';
import { callFunction } from '../../../lib/call-function';

/** setContactMessageStatus: the server stamps who handled the message, and when. */
export function setContactMessageStatus(
  input: SetContactMessageStatusInput,
): Promise<SetContactMessageStatusAnswer> {
  return callFunction<SetContactMessageStatusInput, SetContactMessageStatusAnswer>(
    'setContactMessageStatus',
    input,
  );
}

/** Marks a contact message handled or new; the message, the lists and the count read again. */
export function useSetContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactMessageStatus,
    onSuccess: (_answer, { messageId }) =>
      Promise.all(
        contactMessageChangeKeys(messageId).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
