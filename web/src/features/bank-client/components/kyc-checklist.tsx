import type { BankProduct, KycDocumentRecord } from '@centre/domain/bank';
import { useTranslation } from 'react-i18next';
import { DocumentsList } from '../../../components/documents-list';
import { StatusPill, type PillTone } from '../../../components/pill';
import { QueryState } from '../../../components/query-state';
import { useBankClientDocuments } from '../../../data/bank-clients/list-bank-client-documents';
import { formatDateTime } from '../../../lib/format';
import { kycRows, productKycProgress, type KycRow } from '../utils/kyc';
import { kycDocumentLabel, kycStatusLabel, productLabel } from '../utils/labels';
import { KycReview } from './kyc-review';
import { KycUpload } from './kyc-upload';

const KYC_TONES: Record<KycRow['state'], PillTone> = {
  missing: 'warning',
  uploaded: 'default',
  verified: 'neutral',
  rejected: 'danger',
};

/**
 * The KYC checklist of the client's products as one list: each document once, with the products
 * that need it, its state, the file, and (for bank staff) upload, verify and reject.
 */
export function KycChecklist({
  clientId,
  products,
  canManage,
}: {
  clientId: string;
  products: readonly BankProduct[];
  canManage: boolean;
}) {
  const { t } = useTranslation('bank-client');
  const documents = useBankClientDocuments(clientId);
  return (
    <QueryState query={documents} pendingLabel={t('kyc.loading')} error={t('kyc.loadFailed')}>
      {(list) => (
        <>
          <ul className="kyc-progress" aria-label={t('kyc.progressLabel')}>
            {products.map((product) => (
              <li key={product}>
                {t('kyc.progress', {
                  product: productLabel(product),
                  ...productKycProgress(product, list),
                })}
              </li>
            ))}
          </ul>
          {products.length === 0 ? (
            <p className="text-muted">{t('kyc.noProducts')}</p>
          ) : (
            <ul className="divided-list kyc-list">
              {kycRows(products, list).map((row) => (
                <li key={row.kind} data-testid={`kyc-${row.kind}`}>
                  <KycItem clientId={clientId} row={row} canManage={canManage} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </QueryState>
  );
}

function KycItem({
  clientId,
  row,
  canManage,
}: {
  clientId: string;
  row: KycRow;
  canManage: boolean;
}) {
  const { t } = useTranslation('bank-client');
  const { document } = row;
  return (
    <article aria-labelledby={`kyc-${row.kind}-title`}>
      <h3 id={`kyc-${row.kind}-title`} className="kyc-list__title">
        {kycDocumentLabel(row.kind)}{' '}
        <StatusPill status={row.state} tones={KYC_TONES} label={kycStatusLabel} />
      </h3>
      <p className="text-muted">
        {t('kyc.neededFor', { products: row.products.map(productLabel).join(', ') })}
      </p>
      {document && <KycDocumentState document={document} />}
      {document && (
        <DocumentsList
          documents={[
            {
              path: document.storagePath,
              name: document.fileName,
              size: document.size,
              contentType: document.contentType,
              field: '',
            },
          ]}
          fieldLabel={() => ''}
          emptyText=""
        />
      )}
      {canManage && document?.status === 'uploaded' && (
        <KycReview clientId={clientId} kind={row.kind} />
      )}
      {canManage && <KycUpload clientId={clientId} kind={row.kind} />}
    </article>
  );
}

/** Who uploaded it and when; who verified or rejected it, when, and why. */
function KycDocumentState({ document }: { document: KycDocumentRecord }) {
  const { t } = useTranslation('bank-client');
  const uploaded = t('kyc.uploadedBy', {
    name: document.uploadedByName || t('kyc.staff'),
    date: formatDateTime(document.uploadedAt),
  });
  const reviewer = document.reviewedByName || t('kyc.staff');
  const reviewedAt = formatDateTime(document.reviewedAt);
  return (
    <p>
      {uploaded}
      {document.status === 'verified' && (
        <> {t('kyc.verifiedBy', { name: reviewer, date: reviewedAt })}</>
      )}
      {document.status === 'rejected' && (
        <>
          {' '}
          {t('kyc.rejectedBy', {
            name: reviewer,
            date: reviewedAt,
            reason: document.rejectionReason || '—',
          })}
        </>
      )}
    </p>
  );
}
