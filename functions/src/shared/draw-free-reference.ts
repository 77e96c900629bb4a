import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '@centre/domain/applications';
import { COLLECTIONS } from '@centre/domain/collections';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../admin';

/**
 * The prefixes of the references the centre hands out (APP-7K3Q9D, APT-7K3Q9D, LIC-7K3Q9D,
 * BNK-7K3Q9D).
 */
export type ReferencePrefix = 'APP' | 'APT' | 'LIC' | 'BNK';

/** The collections that reserve one document per reference, keyed by the code. */
export type ReferenceCollection =
  | typeof COLLECTIONS.applicationReferences
  | typeof COLLECTIONS.appointmentReferences
  | typeof COLLECTIONS.licenceRenewalReferences
  | typeof COLLECTIONS.bankRequestReferences;

const REFERENCE_LENGTH = 6;

/**
 * Draws per attempt. One clash in 31^6 (~887 million) codes is already rare; several in a row
 * would mean the code space is filling up, which an operator should hear about.
 */
export const MAX_DRAWS = 5;

/**
 * A random `{prefix}-XXXXXX` code over REFERENCE_ALPHABET (REFERENCE_PATTERN,
 * APPOINTMENT_REFERENCE_PATTERN, LICENCE_REFERENCE_PATTERN); uniqueness is drawFreeReference's job.
 */
export function randomReference(prefix: ReferencePrefix): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${prefix}-${code}`;
}

/**
 * Draws a code whose `{collection}/{code}` does not exist yet, inside the caller's transaction;
 * the caller creates that document in the same transaction, so two records can never share a
 * reference (a concurrent claim of one code aborts and retries one of the transactions, which
 * then sees the code taken).
 */
export async function drawFreeReference(
  transaction: Transaction,
  prefix: ReferencePrefix,
  collection: ReferenceCollection,
): Promise<string> {
  for (let draw = 1; draw <= MAX_DRAWS; draw += 1) {
    const code = randomReference(prefix);
    if (!(await transaction.get(db.collection(collection).doc(code))).exists) return code;
    logger.warn('reference clash; drawing again', { prefix, code, draw });
  }
  throw new Error(`No free ${prefix} reference after ${MAX_DRAWS} draws`);
}
