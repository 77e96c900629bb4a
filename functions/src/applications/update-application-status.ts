import {
  updateApplicationStatusInput,
  type ApplicationHistoryEntry,
  type ApplicationWorkflowAnswer,
} from '@centre/domain/applications';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onCall } from '../https/on-call';
import { parseInput } from '../shared/parse-input';
import { requirePermission } from '../shared/require-permission';
import { applicationStep } from './workflow';

type StatusEntry = Omit<ApplicationHistoryEntry, 'by' | 'byName' | 'at'>;

/**
 * Staff (manage_applications, from the token's claims) move an application along
 * APPLICATION_TRANSITIONS. One transaction writes the status, statusChangedAt, updatedAt and
 * updatedBy, the note of this change (statusNote), and the 'status' history entry with the
 * note. A move from a status other than the one the caller saw (expectedStatus), or outside the
 * table, is `failed-precondition`; asking for the status it already has changes nothing (a
 * retried call).
 */
export const updateApplicationStatus = onCall(
  async (request): Promise<ApplicationWorkflowAnswer> => {
    const caller = await requirePermission(request, 'manage_applications');
    const { applicationId, status, expectedStatus, note } = parseInput(
      updateApplicationStatusInput,
      request.data,
    );
    const { changed } = await applicationStep(applicationId, {
      actorUid: caller.uid,
      expectedStatus,
      plan: (current) => {
        if (current.status === status) return null;
        const entry: StatusEntry = {
          kind: 'status',
          from: current.status,
          to: status,
          note: note || null,
        };
        return {
          status,
          fields: {
            statusChangedAt: FieldValue.serverTimestamp(),
            // The note with the last change, which the status panel shows; the history entry
            // keeps every change's note.
            statusNote: note || FieldValue.delete(),
          },
          history: [entry],
          result: null,
        };
      },
    });
    if (changed)
      logger.info('application status changed', { applicationId, status, by: caller.uid });
    return { applicationId, changed };
  },
);
