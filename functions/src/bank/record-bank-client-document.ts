import { ALLOWED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import {
  BANK_MESSAGES,
  kycDocumentPath,
  recordBankClientDocumentInput,
  requiredKycDocuments,
  type BankAnswer,
} from '@centre/domain/bank';
import { SIGNATURE_BYTES, checkDocumentType } from '@centre/domain/uploads';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { defaultBucket } from '../storage/bucket';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { bankAnswer, bankCallable, bankClientRef, bankClientStep } from './context';
import { documentEntry, kycDocumentRef, readDocumentStatus, requireOpenClient } from './documents';

/** What Storage holds at `path`: its type and size, once its first bytes prove the type. */
async function storedFile(path: string): Promise<{ contentType: string; size: number }> {
  const file = defaultBucket().file(path);
  let contentType: string;
  let size: number;
  let head: Buffer;
  try {
    const [metadata] = await file.getMetadata();
    contentType = String(metadata.contentType ?? '');
    size = Number(metadata.size ?? 0);
    [head] = await file.download({ start: 0, end: SIGNATURE_BYTES - 1 });
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) {
      throw new HttpsError('failed-precondition', BANK_MESSAGES.fileMissing);
    }
    throw error;
  }
  const allowedType = (ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(contentType);
  if (
    !allowedType ||
    !(size > 0 && size <= MAX_DOCUMENT_BYTES) ||
    !checkDocumentType(head, contentType).keep
  ) {
    logger.warn('KYC document refused', { path, contentType, size });
    throw new HttpsError('failed-precondition', BANK_MESSAGES.fileMissing);
  }
  return { contentType, size };
}

/**
 * After the browser uploaded a KYC file to kycDocumentPath(clientId, kind, fileName), bank staff
 * record it as the kind's current document. One transaction checks the client is open (not
 * declined or closed) and needs that kind (documentNotRequired otherwise), that the file is in
 * Storage (fileMissing otherwise; type and size from Storage itself, a PDF, JPEG or PNG of at
 * most 10 MB), then writes documents/{kind} with status uploaded (any earlier review cleared),
 * the uploader from the server, and a 'document' history entry. The client's status never moves
 * by itself.
 */
export const recordBankClientDocument = bankCallable(recordBankClientDocumentFor);

export async function recordBankClientDocumentFor(
  caller: Caller,
  data: unknown,
): Promise<BankAnswer> {
  const { clientId, kind, fileName } = parseInput(recordBankClientDocumentInput, data);
  const storagePath = kycDocumentPath(clientId, kind, fileName);
  const outcome = await bankClientStep(clientId, caller, {
    plan: async (current, actor, transaction) => {
      requireOpenClient(current);
      if (!requiredKycDocuments(current.products).includes(kind)) {
        throw new HttpsError('failed-precondition', BANK_MESSAGES.documentNotRequired);
      }
      const from = await readDocumentStatus(transaction, clientId, kind);
      const file = await storedFile(storagePath);
      transaction.set(kycDocumentRef(clientId, kind), {
        kind,
        status: 'uploaded',
        storagePath,
        fileName,
        ...file,
        uploadedBy: actor.uid,
        uploadedByName: actor.name,
        uploadedAt: FieldValue.serverTimestamp(),
        reviewedBy: null,
        reviewedByName: null,
        reviewedAt: null,
        rejectionReason: null,
      });
      return { history: [documentEntry(kind, from, 'uploaded', 'uploaded')], result: null };
    },
  });
  logger.info('KYC document recorded', { clientId, kind, by: caller.uid });
  return bankAnswer(bankClientRef(clientId), outcome);
}
