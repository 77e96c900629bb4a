import {
  APPLICATION_MESSAGES,
  APPLICATION_TRANSITIONS,
  applicationRecordSchema,
  type ApplicationRecord,
  type ApplicationStatus,
} from '@centre/domain/applications';
import { COLLECTIONS } from '@centre/domain/collections';
import { stepsOf, type RecordWorkflow } from '../shared/workflow-step';

const APPLICATION_WORKFLOW: RecordWorkflow<ApplicationRecord, ApplicationStatus> = {
  collection: COLLECTIONS.applications,
  schema: applicationRecordSchema,
  transitions: APPLICATION_TRANSITIONS,
  messages: {
    notFound: APPLICATION_MESSAGES.applicationNotFound,
    notAllowed: APPLICATION_MESSAGES.statusChangeNotAllowed,
    stale: APPLICATION_MESSAGES.statusChanged,
  },
  stampUpdatedBy: true,
};

/**
 * One step of the applications workflow (status, assignment, priority) through workflowStep:
 * applications/{id} parsed with applicationRecordSchema, moves checked against
 * APPLICATION_TRANSITIONS, history entries under applications/{id}/history in the same
 * transaction (the shape the timeline reads: kind, from, to, names, by, byName, at, note).
 * Every step also stamps updatedBy, the actor's uid.
 */
export const applicationStep = stepsOf(APPLICATION_WORKFLOW);
