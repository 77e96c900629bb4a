import { ALLOWED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import type { KycDocumentKind } from '@centre/domain/bank';

export type KycFileType = (typeof ALLOWED_DOCUMENT_TYPES)[number];
export const MAX_KYC_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
export const ACCEPTED_KYC_FILES = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** What is wrong with a chosen file before it is sent (storage.rules refuse the same). */
export function kycFileProblem(file: {
  type: string;
  size: number;
}): 'wrongType' | 'empty' | 'tooLarge' | null {
  if (!(ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  return null;
}

const EXTENSIONS: Record<KycFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** A fresh file name per upload (storage.rules refuse overwrites): `<kind>-<time>.<ext>`. */
export function freshKycFileName(kind: KycDocumentKind, type: KycFileType, now = Date.now()) {
  return `${kind}-${now}.${EXTENSIONS[type]}`;
}
