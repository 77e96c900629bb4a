import { COLLECTIONS } from '@centre/domain/collections';
import { claimsFor } from '@centre/domain/users';
import {
  VISIT_MESSAGES,
  assignVisitInput,
  isActiveVisit,
  type VisitAnswer,
} from '@centre/domain/visits';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { restrictedUserIds } from '../config';
import { staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { visitStep } from './visit-step';
import { staffCallable } from './staff-callable';

/**
 * A desk hands an active visit to a colleague (manage_visits). The assignee must be an active,
 * unrestricted member of staff whose record earns manage_visits (claimsFor: the same decision
 * as their token's claims); unknown is not-found assigneeNotFound, anyone else
 * failed-precondition assignee. assignedTo/assignedToName (users/{uid}'s name, the server's)
 * and a history entry 'assigned' (detail: the name) in one transaction. Assigning whoever is
 * assigned already changes nothing.
 */
export const assignVisit = staffCallable('manage_visits', assignVisitFor);

export async function assignVisitFor(caller: Caller, data: unknown): Promise<VisitAnswer> {
  const { visitId, assigneeId } = parseInput(assignVisitInput, data);

  const { changed, result } = await visitStep<VisitAnswer>(visitId, {
    actorUid: caller.uid,
    plan: async (current, _actor, transaction) => {
      if (!isActiveVisit(current.status)) {
        throw new HttpsError('failed-precondition', VISIT_MESSAGES.notAllowed);
      }
      const answer = { visitId: current.id, status: current.status, ticket: current.ticket };
      if (current.assignedTo === assigneeId) return null;
      const assignee = await transaction.get(db.collection(COLLECTIONS.users).doc(assigneeId));
      if (!assignee.exists) throw new HttpsError('not-found', VISIT_MESSAGES.assigneeNotFound);
      const claims = claimsFor({ ...assignee.data(), uid: assigneeId }, restrictedUserIds());
      if (claims.restricted || !claims.perms.includes('manage_visits')) {
        throw new HttpsError('failed-precondition', VISIT_MESSAGES.assignee);
      }
      const name = staffNameOf(assignee);
      return {
        fields: { assignedTo: assigneeId, assignedToName: name },
        history: [
          {
            event: 'assigned',
            from: current.status,
            to: current.status,
            note: null,
            detail: name,
          },
        ],
        result: answer,
      };
    },
  });

  if (changed) logger.info('visit assigned', { visitId, assigneeId, by: caller.uid });
  if (result) return result;
  const snapshot = await db.collection(COLLECTIONS.visits).doc(visitId).get();
  return {
    visitId,
    status: snapshot.get('status') as VisitAnswer['status'],
    ticket: String(snapshot.get('ticket') ?? ''),
  };
}
