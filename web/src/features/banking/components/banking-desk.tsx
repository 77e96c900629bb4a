import { BANK_PRODUCTS, type BankProduct } from '@centre/domain/bank';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { StaffPage } from '../../../components/staff-page';
import { currentLanguage } from '../../../lib/i18n';
import { isOneOf } from '../../../lib/is-one-of';
import {
  EMPTY_BANK_REQUEST,
  type BankRequestFormData,
  type BankRequestPayload,
} from '../bank-request-schema';
import { useBankRequestSender, type SendBankRequest } from '../hooks/use-bank-request-sender';
import {
  loadBankRequestDraft,
  newClientRequestId,
  saveBankRequestDraft,
  type BankRequestDraft,
} from '../lib/bank-request-store';
import { BankProducts } from './bank-products';
import { BankRequestConfirmation } from './bank-request-confirmation';
import { BankRequestForm } from './bank-request-form';
import '../banking.css';

const isBankProduct = isOneOf<BankProduct>(BANK_PRODUCTS);

const STEPS = ['send', 'call', 'documents', 'opened'] as const;

const freshDraft = (): BankRequestDraft => ({
  clientRequestId: newClientRequestId(),
  values: EMPTY_BANK_REQUEST,
});

/**
 * /banking (docs/product.md §4.15): the partner bank's products and what each needs, how an
 * account is opened through the desk, and the request form. A request that cannot be sent for
 * want of a connection waits on this device and goes as soon as it can.
 */
export function BankingDesk({ send }: { send?: SendBankRequest }) {
  const { t } = useTranslation('banking');
  const [searchParams, setSearchParams] = useSearchParams();
  const queried = searchParams.get('product');
  const [draft, setDraft] = useState<BankRequestDraft>(loadBankRequestDraft);
  // The form is mounted afresh (key) when its values are replaced: a new request, a returned one.
  const [formKey, setFormKey] = useState(0);
  const [chosen, setChosen] = useState<{ product: BankProduct; nonce: number } | null>(() =>
    isBankProduct(queried) ? { product: queried, nonce: 0 } : null,
  );

  const startFrom = useCallback((next: BankRequestDraft) => {
    saveBankRequestDraft(next);
    setDraft(next);
    setChosen(null);
    setFormKey((key) => key + 1);
  }, []);

  const onReturned = useCallback(
    ({ clientRequestId, language: _language, ...values }: BankRequestPayload) =>
      startFrom({ clientRequestId, values }),
    [startFrom],
  );
  const { state, submit, retry, reset } = useBankRequestSender({ send, onReturned });
  // The queued notice takes focus when it replaces the form, not when the page opens with it.
  const [justQueued, setJustQueued] = useState(false);

  const onSend = (values: BankRequestFormData) => {
    void submit({
      ...values,
      clientRequestId: draft.clientRequestId,
      language: currentLanguage(),
    }).then((outcome) => {
      // Sent or kept on the device: the next request is a new one.
      if (outcome === 'refused') return;
      setJustQueued(outcome === 'queued');
      startFrom(freshDraft());
    });
  };

  const requestProduct = (product: BankProduct) => {
    setSearchParams({ product }, { replace: true, preventScrollReset: true });
    setChosen((current) => ({ product, nonce: (current?.nonce ?? 0) + 1 }));
  };

  if (state.kind === 'sent') {
    return (
      <BankRequestConfirmation
        request={state.request}
        onStartAgain={() => {
          reset();
          startFrom(freshDraft());
        }}
      />
    );
  }

  return (
    <StaffPage>
      <div className="banking">
        <p className="page__lead">{t('lead')}</p>
        <p>{t('intro')}</p>

        <section aria-labelledby="banking-products-title" className="banking__section">
          <h2 id="banking-products-title">{t('products.title')}</h2>
          <BankProducts onRequest={requestProduct} />
        </section>

        <section aria-labelledby="banking-steps-title" className="banking__section">
          <h2 id="banking-steps-title">{t('steps.title')}</h2>
          <ol className="banking__list">
            {STEPS.map((step) => (
              <li key={step}>{t(`steps.${step}`)}</li>
            ))}
          </ol>
        </section>

        <div className="banking__form">
          {state.kind === 'queued' ? (
            <QueuedNotice
              focus={justQueued}
              retrying={state.retrying}
              onRetry={() => void retry()}
            />
          ) : (
            <BankRequestForm
              key={formKey}
              draft={draft}
              chosen={chosen}
              sending={state.kind === 'sending'}
              refusal={state.kind === 'refused' ? state.refusal : null}
              onSend={onSend}
            />
          )}
        </div>
      </div>
    </StaffPage>
  );
}

/** A request kept on this device: said plainly, with a way to try at once. */
function QueuedNotice({
  focus,
  retrying,
  onRetry,
}: {
  focus: boolean;
  retrying: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation('banking');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <section className="card bank-queued" aria-labelledby="bank-queued-title" role="status">
      <h2 id="bank-queued-title" ref={headingRef} tabIndex={-1}>
        {t('queued.title')}
      </h2>
      <p>{t('queued.body')}</p>
      <p>{t('queued.keepPage')}</p>
      <Button onClick={onRetry} loading={retrying}>
        {retrying ? t('queued.retrying') : t('queued.retry')}
      </Button>
    </section>
  );
}
