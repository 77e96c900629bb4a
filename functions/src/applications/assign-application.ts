import {
  APPLICATION_MESSAGES,
  assignApplicationInput,
  type ApplicationWorkflowAnswer,
} from '@centre/domain/applications';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { assignmentPlan } from '../shared/assignment-plan';
import { permittedCallable } from '../shared/permitted-callable';
import { applicationStep } from './workflow';

/**
 * Staff (manage_applications) assign an application to a member of staff, or to nobody. The
 * assignee's name is the server's (their users/{uid} record, staffNameOf), read in the same
 * transaction that writes assignedTo/assignedToName and the 'assignment' history entry. An
 * unknown uid is `not-found`; assigning whoever is already assigned changes nothing.
 */
export const assignApplication = permittedCallable(
  'manage_applications',
  assignApplicationInput,
  async (caller, { applicationId, assignedTo }): Promise<ApplicationWorkflowAnswer> => {
    const { changed } = await applicationStep(applicationId, {
      actorUid: caller.uid,
      plan: (current, _actor, transaction) =>
        assignmentPlan(
          current,
          assignedTo,
          async (assigneeId) => {
            const assignee = await readStaffRecord(transaction, assigneeId);
            if (!assignee.exists) {
              throw new HttpsError('not-found', APPLICATION_MESSAGES.assigneeNotFound);
            }
            return staffNameOf(assignee);
          },
          null,
        ),
    });
    if (changed) logger.info('application assigned', { applicationId, assignedTo, by: caller.uid });
    return { applicationId, changed };
  },
);
