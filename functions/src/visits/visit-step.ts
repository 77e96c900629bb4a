import { COLLECTIONS } from '@centre/domain/collections';
import {
  VISIT_MESSAGES,
  VISIT_TRANSITIONS,
  visitRecordSchema,
  type VisitRecord,
  type VisitStatus,
} from '@centre/domain/visits';
import { HttpsError } from 'firebase-functions/v2/https';
import { stepsOf, type RecordWorkflow } from '../shared/workflow-step';
import { VISIT_TRANSACTION_OPTIONS } from './context';

const VISIT_WORKFLOW: RecordWorkflow<VisitRecord, VisitStatus> = {
  collection: COLLECTIONS.visits,
  schema: visitRecordSchema,
  transitions: VISIT_TRANSITIONS,
  messages: {
    notFound: VISIT_MESSAGES.visitNotFound,
    notAllowed: VISIT_MESSAGES.notAllowed,
    stale: VISIT_MESSAGES.stale,
  },
  transactionOptions: VISIT_TRANSACTION_OPTIONS,
  stampUpdatedBy: true,
};

/**
 * One step of a visit's workflow (updateVisit, transferVisit, assignVisit) through
 * workflowStep: visits/{id} parsed with visitRecordSchema, moves checked against
 * VISIT_TRANSITIONS, history entries (event, from, to, note, detail + by, byName, at) under
 * visits/{id}/history in the same transaction; every step stamps updatedBy.
 */
export const visitStep = stepsOf(VISIT_WORKFLOW);

/** The status the caller saw, when they said, must be the visit's (else failed-precondition). */
export function requireExpected(current: VisitRecord, expected: VisitStatus | undefined): void {
  if (expected !== undefined && expected !== current.status) {
    throw new HttpsError('failed-precondition', VISIT_MESSAGES.stale);
  }
}

/** The move must be in VISIT_TRANSITIONS (else failed-precondition notAllowed). */
export function requireMove(from: VisitStatus, to: VisitStatus): void {
  if (!VISIT_TRANSITIONS[from].includes(to)) {
    throw new HttpsError('failed-precondition', VISIT_MESSAGES.notAllowed);
  }
}
