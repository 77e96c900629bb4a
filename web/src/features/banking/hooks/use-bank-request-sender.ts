import type { BankProduct, BankRequestReceipt, PreferredContactTime } from '@centre/domain/bank';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushOutbox, isConnectionFailure, type OutboxEntry } from '../../../lib/outbox';
import type { BankRequestPayload } from '../bank-request-schema';
import { describeBankRequestRefusal, type BankRequestRefusal } from '../lib/bank-request-error';
import { bankRequestOutbox } from '../lib/bank-request-store';

export type SendBankRequest = (input: BankRequestPayload) => Promise<BankRequestReceipt>;

/** The callable's code downloads only when a request is sent (it brings the Functions SDK). */
export const sendBankRequest: SendBankRequest = (input) =>
  import('../api/submit-bank-request').then((api) => api.submitBankRequest(input));

export interface SentBankRequest {
  reference: string;
  product: BankProduct;
  preferredContactTime: PreferredContactTime;
}

/**
 * idle -> sending -> sent | queued | refused. `queued`: kept on this device (no connection) and
 * sent again on load, when the browser comes back online, or on "Try again now" (`retrying`
 * while it is tried); a refusal of a kept request returns its values to the form.
 */
export type BankRequestSendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'queued'; retrying: boolean }
  | { kind: 'sent'; request: SentBankRequest }
  | { kind: 'refused'; refusal: BankRequestRefusal };

function sentOf(payload: BankRequestPayload, receipt: BankRequestReceipt): SentBankRequest {
  return {
    reference: receipt.reference,
    product: payload.product,
    preferredContactTime: payload.preferredContactTime,
  };
}

export function useBankRequestSender({
  send = sendBankRequest,
  onReturned,
}: {
  send?: SendBankRequest;
  /** A kept request the server refused: its values go back into the form to be corrected. */
  onReturned(payload: BankRequestPayload): void;
}) {
  const [state, setState] = useState<BankRequestSendState>(() =>
    bankRequestOutbox.list().length > 0 ? { kind: 'queued', retrying: false } : { kind: 'idle' },
  );
  const returned = useRef(onReturned);
  useEffect(() => {
    returned.current = onReturned;
  }, [onReturned]);

  /** Sends what waits on this device; the page shows the last answer. */
  const flush = useCallback(async () => {
    if (bankRequestOutbox.list().length === 0) return;
    const outcome: {
      sent: SentBankRequest | null;
      refused: { entry: OutboxEntry<BankRequestPayload>; error: unknown } | null;
    } = { sent: null, refused: null };
    const remaining = await flushOutbox(bankRequestOutbox, {
      send: (payload) => send(payload),
      onSent: (entry, receipt) => (outcome.sent = sentOf(entry.payload, receipt)),
      onRefused: (entry, error) => (outcome.refused = { entry, error }),
    });
    const { sent, refused } = outcome;
    if (remaining > 0) {
      setState({ kind: 'queued', retrying: false });
    } else if (sent) {
      setState({ kind: 'sent', request: sent });
    } else if (refused) {
      returned.current(refused.entry.payload);
      setState({ kind: 'refused', refusal: describeBankRequestRefusal(refused.error) });
    } else {
      setState((current) => (current.kind === 'queued' ? { kind: 'idle' } : current));
    }
  }, [send]);

  /** "Try again now": the same, said while it is tried. */
  const retry = useCallback(async () => {
    if (bankRequestOutbox.list().length === 0) return;
    setState({ kind: 'queued', retrying: true });
    await flush();
  }, [flush]);

  // On load (the state starts as queued when something waits) and when the connection is back.
  useEffect(() => {
    // A task of its own, after the page's first paint.
    const onLoad = setTimeout(() => void flush(), 0);
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(onLoad);
      window.removeEventListener('online', onOnline);
    };
  }, [flush, retry]);

  const submit = useCallback(
    async (payload: BankRequestPayload) => {
      setState({ kind: 'sending' });
      try {
        setState({ kind: 'sent', request: sentOf(payload, await send(payload)) });
        return 'sent' as const;
      } catch (error) {
        if (isConnectionFailure(error)) {
          bankRequestOutbox.put(payload.clientRequestId, payload);
          setState({ kind: 'queued', retrying: false });
          return 'queued' as const;
        }
        setState({ kind: 'refused', refusal: describeBankRequestRefusal(error) });
        return 'refused' as const;
      }
    },
    [send],
  );

  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, submit, retry, reset };
}
