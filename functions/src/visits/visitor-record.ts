import { COLLECTIONS } from '@centre/domain/collections';
import {
  VISIT_MESSAGES,
  normalisePhone,
  visitorRecordSchema,
  visitorSearchTokens,
  type VisitorDetails,
  type VisitorRecord,
} from '@centre/domain/visits';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { parseRecord } from '../shared/parse-record';
import type { Actor } from '../shared/transition-with-history';

export const visitorRef = (id: string) => db.collection(COLLECTIONS.visitors).doc(id);

/** A visitor's details as stored: phone in E.164, every empty optional text null. */
export interface VisitorFields {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  dateOfBirth: string | null;
  idType: VisitorDetails['idType'];
  idNumber: string | null;
  nationality: string | null;
  address: string | null;
  language: VisitorDetails['language'];
  notes: string | null;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * The desk's input as stored fields, before any transaction: the phone normalised to E.164 in
 * settings/queue's default country (an invalid number is invalid-argument VISIT_MESSAGES.phone),
 * empty strings as null.
 */
export function visitorFieldsFrom(details: VisitorDetails, phoneCountry: string): VisitorFields {
  let phone: string | null = null;
  if (details.phone.trim()) {
    phone = normalisePhone(details.phone, phoneCountry);
    if (!phone) throw new HttpsError('invalid-argument', VISIT_MESSAGES.phone);
  }
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    phone,
    email: orNull(details.email.toLowerCase()),
    dateOfBirth: orNull(details.dateOfBirth),
    idType: details.idType,
    idNumber: orNull(details.idNumber),
    nationality: orNull(details.nationality),
    address: orNull(details.address),
    language: details.language,
    notes: orNull(details.notes),
  };
}

/**
 * An update of a stored visitor: the desk only sees masked phone, email and ID number (and the
 * year of birth), and not the address, nationality or notes, so an EMPTY optional field in the
 * input keeps what is stored; names and language are always the input's.
 */
export function mergeVisitorFields(input: VisitorFields, stored: VisitorRecord): VisitorFields {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? stored.phone,
    email: input.email ?? stored.email,
    dateOfBirth: input.dateOfBirth ?? stored.dateOfBirth,
    idType: input.idType ?? stored.idType,
    idNumber: input.idNumber ?? stored.idNumber,
    nationality: input.nationality ?? stored.nationality,
    address: input.address ?? stored.address,
    language: input.language,
    notes: input.notes ?? stored.notes,
  };
}

export interface VisitorTarget {
  ref: DocumentReference;
  /** The stored visitor, or null when this call creates it. */
  stored: VisitorRecord | null;
}

/**
 * The visitor a call writes, read in its transaction: visitors/{visitorId} (not-found when
 * missing), or visitors/{newId} for a new one (which exists already when the call is a retry).
 */
export async function readVisitorTarget(
  transaction: Transaction,
  visitorId: string | undefined,
  newId: string,
): Promise<VisitorTarget> {
  const ref = visitorRef(visitorId ?? newId);
  const snapshot = await transaction.get(ref);
  if (!snapshot.exists) {
    if (visitorId) throw new HttpsError('not-found', VISIT_MESSAGES.visitorNotFound);
    return { ref, stored: null };
  }
  return { ref, stored: parseRecord(visitorRecordSchema, snapshot) };
}

/**
 * Writes the visitor (after every read of the transaction): a new record with its counts and
 * creator, or the update of a stored one; searchTokens always from the resulting details.
 * `extra` adds fields (a check-in's visitCount and lastVisitAt). Returns the details written.
 */
export function writeVisitor(
  transaction: Transaction,
  target: VisitorTarget,
  input: VisitorFields | null,
  actor: Actor,
  extra: Record<string, unknown> = {},
): VisitorFields | null {
  const fields = input && target.stored ? mergeVisitorFields(input, target.stored) : input;
  const details = fields ? { ...fields, searchTokens: visitorSearchTokens(fields) } : {};
  const stamp = { updatedAt: FieldValue.serverTimestamp(), updatedBy: actor.uid };
  if (target.stored) {
    transaction.update(target.ref, { ...details, ...extra, ...stamp });
  } else {
    if (!fields) throw new HttpsError('invalid-argument', VISIT_MESSAGES.visitor);
    transaction.create(target.ref, {
      ...details,
      visitCount: 0,
      lastVisitAt: null,
      anonymised: false,
      createdAt: FieldValue.serverTimestamp(),
      createdBy: actor.uid,
      createdByName: actor.name,
      ...extra,
      ...stamp,
    });
  }
  return fields;
}

/** `First Last` of the details written, or of the stored record. */
export function visitorNameOf(fields: VisitorFields | null, stored: VisitorRecord | null): string {
  const source = fields ?? stored;
  return source ? `${source.firstName} ${source.lastName}`.trim() : '';
}
