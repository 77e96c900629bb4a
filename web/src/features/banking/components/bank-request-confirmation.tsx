import { PREFERRED_CONTACT_TIME_LABELS, BANK_PRODUCT_LABELS } from '@centre/domain/bank';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { labelOf } from '../../../lib/labels';
import type { SentBankRequest } from '../hooks/use-bank-request-sender';
import { KycChecklist } from './bank-products';

/** Working days within which the desk calls (shown to the visitor). */
export const CALL_WITHIN_WORKING_DAYS = 2;

/**
 * GOV.UK confirmation: "Request sent" and the BNK- reference in a panel (the page's heading,
 * focused as it appears), then what happens next and what to prepare.
 */
export function BankRequestConfirmation({
  request,
  onStartAgain,
}: {
  request: SentBankRequest;
  onStartAgain(): void;
}) {
  const { t } = useTranslation('banking');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const product = labelOf(BANK_PRODUCT_LABELS, request.product);
  const time = labelOf(PREFERRED_CONTACT_TIME_LABELS, request.preferredContactTime);

  return (
    <section className="page banking" aria-labelledby="page-title">
      <div className="bank-confirmation" aria-live="polite">
        <h1 id="page-title" ref={headingRef} tabIndex={-1} className="bank-confirmation__title">
          {t('confirmation.title')}
        </h1>
        <p className="bank-confirmation__body">{t('confirmation.reference')}</p>
        <p className="bank-confirmation__reference">
          <strong data-testid="bank-request-reference">{request.reference}</strong>
        </p>
      </div>
      <p>{t('confirmation.received', { product })}</p>
      <p>{t('confirmation.keepReference')}</p>

      <h2>{t('confirmation.nextTitle')}</h2>
      <ol className="banking__list">
        <li>{t('confirmation.call', { count: CALL_WITHIN_WORKING_DAYS, time })}</li>
        <li>{t('confirmation.documents')}</li>
        <li>{t('confirmation.opened')}</li>
      </ol>

      <h2>{t('confirmation.prepareTitle', { product })}</h2>
      <KycChecklist product={request.product} notes />

      <div className="banking__actions">
        <Button variant="outline" onClick={() => window.print()}>
          {t('confirmation.print')}
        </Button>
        <Button variant="ghost" onClick={onStartAgain}>
          {t('confirmation.startAgain')}
        </Button>
      </div>
    </section>
  );
}
