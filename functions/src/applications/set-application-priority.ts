import {
  setApplicationPriorityInput,
  type ApplicationWorkflowAnswer,
} from '@centre/domain/applications';
import { logger } from 'firebase-functions/v2';
import { permittedCallable } from '../shared/permitted-callable';
import { priorityPlan } from './priority-plan';
import { applicationStep } from './workflow';

/**
 * Staff (manage_applications) set an application's priority (normal or urgent). One transaction
 * writes priority, updatedBy and updatedAt and the 'priority' history entry (from, to, and by and
 * byName: the caller, from the server), which the application's timeline shows. Setting the
 * priority it already has writes nothing, history included (a retried call).
 */
export const setApplicationPriority = permittedCallable(
  'manage_applications',
  setApplicationPriorityInput,
  async (caller, { applicationId, priority }): Promise<ApplicationWorkflowAnswer> => {
    const { changed } = await applicationStep(applicationId, {
      actorUid: caller.uid,
      plan: (current) => priorityPlan(current, priority, null),
    });
    if (changed)
      logger.info('application priority set', { applicationId, priority, by: caller.uid });
    return { applicationId, changed };
  },
);
