import {
  setApplicationPriorityInput,
  type ApplicationWorkflowAnswer,
} from '@centre/domain/applications';
import { logger } from 'firebase-functions/v2';
import { onCall } from '../https/on-call';
import { parseInput } from '../shared/parse-input';
import { requirePermission } from '../shared/require-permission';
import { applicationStep } from './workflow';

/**
 * Staff (manage_applications) set an application's priority (normal or urgent), with updatedBy
 * and updatedAt, in one transaction. The timeline records status and assignment changes only
 * (APPLICATION_HISTORY_KINDS), as it always has: a priority change adds no history entry.
 */
export const setApplicationPriority = onCall(
  async (request): Promise<ApplicationWorkflowAnswer> => {
    const caller = await requirePermission(request, 'manage_applications');
    const { applicationId, priority } = parseInput(setApplicationPriorityInput, request.data);
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
