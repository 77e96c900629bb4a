import { BANK_MESSAGES, BANK_REQUEST_LIMITS, type KycDocumentKind } from '@centre/domain/bank';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../../lib/toast';
import { Button } from '../../../components/button';
import { translateMessage } from '../../../lib/messages';
import { useReviewBankClientDocument } from '../api/bank-client-mutations';
import { describeBankClientError } from '../utils/error-message';
import { kycDocumentLabel } from '../utils/labels';

/** Verify an uploaded document, or reject it with a reason (kept on the document). */
export function KycReview({ clientId, kind }: { clientId: string; kind: KycDocumentKind }) {
  const { t } = useTranslation('bank-client');
  const id = useId();
  const review = useReviewBankClientDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const document = kycDocumentLabel(kind);

  const send = (decision: 'verified' | 'rejected') => {
    if (decision === 'rejected' && !reason.trim()) {
      setError(translateMessage(BANK_MESSAGES.reasonRequired));
      return;
    }
    setError(null);
    review.mutate(
      { clientId, kind, decision, reason: decision === 'rejected' ? reason.trim() : '' },
      {
        onSuccess: () => {
          toast.success(
            t(decision === 'verified' ? 'kyc.verifiedToast' : 'kyc.rejectedToast', { document }),
          );
          setRejecting(false);
          setReason('');
        },
        onError: (failure) => setError(describeBankClientError(failure)),
      },
    );
  };

  return (
    <div className="kyc-review">
      {rejecting && (
        <div className="field">
          <label htmlFor={`${id}-reason`} className="field__label">
            {t('kyc.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className="field__input note-textarea"
            maxLength={BANK_REQUEST_LIMITS.reason}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="action-row" role="group" aria-label={t('kyc.reviewGroup', { document })}>
        {rejecting ? (
          <>
            <Button
              variant="danger"
              size="sm"
              loading={review.isPending}
              onClick={() => send('rejected')}
            >
              {t('kyc.confirmReject', { document })}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setRejecting(false)}>
              {t('kyc.cancelReject')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="primary"
              size="sm"
              loading={review.isPending}
              onClick={() => send('verified')}
            >
              {t('kyc.verify', { document })}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setRejecting(true)}>
              {t('kyc.reject', { document })}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
