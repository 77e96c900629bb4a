import {
  updateApplicationStatusInput,
  type ApplicationStatus,
  type ApplicationWorkflowAnswer,
} from '@centre/domain/applications';
import { DECIDED_APPLICATION_STATUSES } from '@centre/domain/reports';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { permittedCallable } from '../shared/permitted-callable';
import { statusMovePlan } from '../shared/status-move-plan';
import { applicationStep } from './workflow';

const isDecision = (status: ApplicationStatus) =>
  (DECIDED_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);

/**
 * Staff (manage_applications, from the token's claims) move an application along
 * APPLICATION_TRANSITIONS. One transaction writes the status, statusChangedAt, updatedAt and
 * updatedBy, the note of this change (statusNote), decidedAt on the first move to approved or
 * rejected (never overwritten; reports: time to decision), and the 'status' history entry with
 * the note. A move from a status other than the one the caller saw (expectedStatus), or outside
 * the table, is `failed-precondition`; asking for the status it already has changes nothing (a
 * retried call).
 */
export const updateApplicationStatus = permittedCallable(
  'manage_applications',
  updateApplicationStatusInput,
  async (
    caller,
    { applicationId, status, expectedStatus, note },
  ): Promise<ApplicationWorkflowAnswer> => {
    const { changed } = await applicationStep(applicationId, {
      actorUid: caller.uid,
      expectedStatus,
      plan: (current) => {
        const plan = statusMovePlan(current.status, status, note, {
          // The note with the last change, which the status panel shows; the history entry
          // keeps every change's note.
          statusNote: note || FieldValue.delete(),
        });
        // The first decision stamps decidedAt (reports: time to decision), never overwritten.
        if (plan && isDecision(status) && current.decidedAt === null) {
          plan.fields = { ...plan.fields, decidedAt: FieldValue.serverTimestamp() };
        }
        return plan;
      },
    });
    if (changed)
      logger.info('application status changed', { applicationId, status, by: caller.uid });
    return { applicationId, changed };
  },
);
