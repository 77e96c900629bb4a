import {
  BANK_CLIENT_ACTION_LABELS,
  BANK_CLIENT_STATUS_LABELS,
  BANK_PRODUCT_LABELS,
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_STATUS_LABELS,
} from '@centre/domain/bank';
import { ID_TYPE_LABELS } from '@centre/domain/visits';
import { labelOf } from '../../../lib/labels';

export const ACTION_LABELS = BANK_CLIENT_ACTION_LABELS;

export const clientStatusLabel = (status: string | null | undefined) =>
  labelOf(BANK_CLIENT_STATUS_LABELS, status);
export const productLabel = (product: string) => labelOf(BANK_PRODUCT_LABELS, product);
export const kycDocumentLabel = (kind: string) => labelOf(KYC_DOCUMENT_LABELS, kind);
export const kycStatusLabel = (status: string) => labelOf(KYC_DOCUMENT_STATUS_LABELS, status);
export const idTypeLabel = (idType: string | null) =>
  idType ? labelOf(ID_TYPE_LABELS, idType) : '';
