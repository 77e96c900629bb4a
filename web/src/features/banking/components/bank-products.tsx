import {
  BANK_PRODUCT_KYC,
  BANK_PRODUCT_LABELS,
  BANK_PRODUCT_SUMMARIES,
  BANK_PRODUCTS,
  KYC_DOCUMENT_LABELS,
  PROOF_OF_ADDRESS_MAX_AGE_MONTHS,
  type BankProduct,
} from '@centre/domain/bank';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { labelOf } from '../../../lib/labels';

/**
 * A product's "what to bring": its KYC checklist, in the checklist's order; with `notes`, what
 * counts as a proof of address (and of income) when the product needs one.
 */
export function KycChecklist({
  product,
  notes = false,
}: {
  product: BankProduct;
  notes?: boolean;
}) {
  const documents = BANK_PRODUCT_KYC[product];
  return (
    <>
      <ul className="banking__list">
        {documents.map((kind) => (
          <li key={kind}>{labelOf(KYC_DOCUMENT_LABELS, kind)}</li>
        ))}
      </ul>
      {notes && (
        <ProofNotes
          address={documents.includes('proof_of_address')}
          income={documents.includes('proof_of_income')}
        />
      )}
    </>
  );
}

/** What counts as a proof of address (its age limit) and as a proof of income. */
export function ProofNotes({ address, income }: { address: boolean; income: boolean }) {
  const { t } = useTranslation('banking');
  return (
    <>
      {address && (
        <p className="field__helper">
          {t('bring.proofOfAddress', { count: PROOF_OF_ADDRESS_MAX_AGE_MONTHS })}
        </p>
      )}
      {income && <p className="field__helper">{t('bring.proofOfIncome')}</p>}
    </>
  );
}

/** The partner bank's products: what each is, what to bring, and a button to ask for it. */
export function BankProducts({ onRequest }: { onRequest(product: BankProduct): void }) {
  const { t } = useTranslation('banking');
  return (
    <>
      <ul className="card-grid banking__products">
        {BANK_PRODUCTS.map((product) => {
          const label = labelOf(BANK_PRODUCT_LABELS, product);
          return (
            <li key={product}>
              <article className="card banking__product" aria-labelledby={`product-${product}`}>
                <h3 id={`product-${product}`}>{label}</h3>
                <p>{labelOf(BANK_PRODUCT_SUMMARIES, product)}</p>
                <h4>{t('bring.title')}</h4>
                <KycChecklist product={product} />
                <Button variant="outline" onClick={() => onRequest(product)}>
                  {product === 'money_transfer'
                    ? t('products.requestService')
                    : t('products.request')}
                  <span className="visually-hidden">: {label}</span>
                </Button>
              </article>
            </li>
          );
        })}
      </ul>
      <div className="banking__notes">
        <ProofNotes address income />
      </div>
    </>
  );
}
