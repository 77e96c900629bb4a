import {
  APPLICATION_MESSAGES,
  APPLICATION_TRANSITIONS,
  applicationRecordSchema,
  type ApplicationRecord,
  type ApplicationStatus,
} from '@centre/domain/applications';
import { COLLECTIONS } from '@centre/domain/collections';
import { db } from '../admin';
import { parseRecord } from '../shared/parse-record';
import {
  transitionWithHistory,
  type TransitionRequest,
  type TransitionOutcome,
} from '../shared/transition-with-history';

type ApplicationStep<Result> = Pick<
  TransitionRequest<ApplicationRecord, ApplicationStatus, Result>,
  'actorUid' | 'expectedStatus' | 'plan'
>;

/**
 * One step of the applications workflow (status, assignment, priority) through
 * transitionWithHistory: applications/{id} parsed with applicationRecordSchema, moves checked
 * against APPLICATION_TRANSITIONS, history entries under applications/{id}/history in the same
 * transaction (the shape the timeline reads: kind, from, to, names, by, byName, at, note).
 * Every step also stamps updatedBy, the actor's uid.
 */
export function applicationStep<Result>(
  applicationId: string,
  step: ApplicationStep<Result>,
): Promise<TransitionOutcome<Result>> {
  return transitionWithHistory<ApplicationRecord, ApplicationStatus, Result>({
    ...step,
    ref: db.collection(COLLECTIONS.applications).doc(applicationId),
    parse: (snapshot) => parseRecord(applicationRecordSchema, snapshot),
    transitions: APPLICATION_TRANSITIONS,
    messages: {
      notFound: APPLICATION_MESSAGES.applicationNotFound,
      notAllowed: APPLICATION_MESSAGES.statusChangeNotAllowed,
      stale: APPLICATION_MESSAGES.statusChanged,
    },
    plan: async (current, actor, transaction) => {
      const plan = await step.plan(current, actor, transaction);
      return plan && { ...plan, fields: { ...plan.fields, updatedBy: actor.uid } };
    },
  });
}
