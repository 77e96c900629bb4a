import {
  setApplicationPriorityInput,
  type ApplicationWorkflowAnswer,
} from '@centre/domain/applications';
import { logger } from 'firebase-functions/v2';
import { permittedCallable } from '../shared/permitted-callable';
import { applicationStep } from './workflow';

/**
 * Staff (manage_applications) set an application's priority (normal or urgent), with updatedBy
 * and updatedAt, in one transaction. The timeline records status and assignment changes only
 * (APPLICATION_HISTORY_KINDS), as it always has: a priority change adds no history entry.
 */
export const setApplicationPriority = permittedCallable(
  'manage_applications',
  setApplicationPriorityInput,
  async (caller, { applicationId, priority }): Promise<ApplicationWorkflowAnswer> => {
    const { changed } = await applicationStep(applicationId, {
      actorUid: caller.uid,
      plan: (current) =>
        current.priority === priority ? null : { fields: { priority }, history: [], result: null },
    });
    if (changed)
      logger.info('application priority set', { applicationId, priority, by: caller.uid });
    return { applicationId, changed };
  },
);
