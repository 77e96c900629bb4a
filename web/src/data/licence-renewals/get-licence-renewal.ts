import { COLLECTIONS } from '@centre/domain/collections';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocument } from '../read-documents';
import { licenceRenewalConverter, type LicenceRenewalRecord } from './converter';
import { licenceRenewalKeys } from './keys';

/** One licence renewal; null when there is no such document. */
export function getLicenceRenewal(renewalId: string): Promise<LicenceRenewalRecord | null> {
  return readDocument(
    doc(db, COLLECTIONS.licenceRenewals, renewalId).withConverter(licenceRenewalConverter),
  );
}

const read = defineRead(licenceRenewalKeys.detail, getLicenceRenewal);
export const licenceRenewalQueryOptions = read.options;
export const useLicenceRenewal = read.useRead;
