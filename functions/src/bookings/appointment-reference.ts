import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '@centre/domain/applications';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../admin';

const REFERENCE_LENGTH = 6;
const MAX_DRAWS = 5;

/** A random APT-XXXXXX code (APPOINTMENT_REFERENCE_PATTERN); uniqueness is drawFree's job. */
export function randomAppointmentReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `APT-${code}`;
}

/**
 * Draws a code whose appointmentReferences/{code} does not exist yet, inside the booking's
 * transaction; the caller creates that document in the same transaction, so two appointments can
 * never share a reference (a concurrent claim of one code aborts and retries one of them).
 */
export async function drawFreeAppointmentReference(transaction: Transaction): Promise<string> {
  for (let draw = 1; draw <= MAX_DRAWS; draw += 1) {
    const code = randomAppointmentReference();
    if (!(await transaction.get(db.doc(`appointmentReferences/${code}`))).exists) return code;
    logger.warn('appointment reference clash; drawing again', { code, draw });
  }
  throw new Error(`No free appointment reference after ${MAX_DRAWS} draws`);
}
