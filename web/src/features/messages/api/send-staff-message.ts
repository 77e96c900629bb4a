import type { SendStaffMessageInput, StaffMessageSent } from '@centre/domain/staff-messages';
import { useMutation } from '@tanstack/react-query';
import { callFunction } from '../../../lib/call-function';

/** sendStaffMessage: the server names the sender; the thread list and thread update live. */
export function sendStaffMessage(input: SendStaffMessageInput): Promise<StaffMessageSent> {
  return callFunction<SendStaffMessageInput, StaffMessageSent>('sendStaffMessage', input);
}

export function useSendStaffMessage() {
  return useMutation({ mutationFn: sendStaffMessage });
}
