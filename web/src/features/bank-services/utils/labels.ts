import {
  BANK_CLIENT_STATUS_LABELS,
  BANK_PRODUCT_LABELS,
  BANK_REQUEST_STATUS_LABELS,
  PREFERRED_CONTACT_TIME_LABELS,
} from '@centre/domain/bank';
import { ID_TYPE_LABELS } from '@centre/domain/visits';
import { labelOf } from '../../../lib/labels';

/** The desk's stored values in words, in the current language. */
export const requestStatusLabel = (status: string | null | undefined) =>
  labelOf(BANK_REQUEST_STATUS_LABELS, status);
export const clientStatusLabel = (status: string | null | undefined) =>
  labelOf(BANK_CLIENT_STATUS_LABELS, status);
export const productLabel = (product: string | null | undefined) =>
  labelOf(BANK_PRODUCT_LABELS, product);
export const contactTimeLabel = (time: string | null | undefined) =>
  labelOf(PREFERRED_CONTACT_TIME_LABELS, time);
export const idTypeLabel = (idType: string | null | undefined) => labelOf(ID_TYPE_LABELS, idType);
