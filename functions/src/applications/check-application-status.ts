import { COLLECTIONS } from '@centre/domain/collections';
import {
  checkApplicationStatusInput,
  type ApplicationStatusAnswer,
} from '@centre/domain/applications';
import { LICENCE_REFERENCE_PATTERN } from '@centre/domain/licence-renewals';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { clientIp, guardedLookup } from '../security/rate-limit';
import { parseInput } from '../shared/parse-input';
import { isoOrNull } from './timestamps';

const NOT_FOUND: ApplicationStatusAnswer = { found: false };

/**
 * The public status check (no sign-in): reference + date of birth -> status and dates only.
 * A wrong reference and a wrong date of birth get the very same {found: false}, so the answer
 * never tells whether a reference exists. Malformed input is refused before any read, and a
 * well-formed one costs one single-field equality query (automatically indexed), limit 1.
 * Misses are counted per reference and per IP (guardedLookup): guessing the date of birth locks
 * the reference with the same "try again later" whether or not it exists.
 * An APP- reference names an application (kind 'application'); a LIC- reference a licence
 * renewal (licenceRenewals, kind 'licence_renewal'), whose answer also carries, while it awaits
 * the client, the staff member's message of what is missing (statusNote).
 */
export const checkApplicationStatus = onCall(async (request): Promise<ApplicationStatusAnswer> => {
  const { reference, dateOfBirth } = parseInput(checkApplicationStatusInput, request.data);
  const isRenewal = LICENCE_REFERENCE_PATTERN.test(reference);
  const collection = isRenewal ? COLLECTIONS.licenceRenewals : COLLECTIONS.applications;
  const application = await guardedLookup(
    reference,
    clientIp(request.rawRequest),
    async (transaction) => {
      const matches = await transaction.get(
        db.collection(collection).where('reference', '==', reference).limit(1),
      );
      const match = matches.docs[0];
      return match && match.get('applicant.dateOfBirth') === dateOfBirth ? match : null;
    },
  );
  if (!application) return { ...NOT_FOUND };
  const status: unknown = application.get('status');
  const answer: ApplicationStatusAnswer = {
    found: true,
    kind: isRenewal ? 'licence_renewal' : 'application',
  };
  if (typeof status === 'string') answer.status = status;
  const statusNote: unknown = application.get('statusNote');
  if (isRenewal && status === 'awaiting_client' && typeof statusNote === 'string' && statusNote) {
    answer.message = statusNote;
  }
  const submittedAt = isoOrNull(application.get('createdAt'));
  const updatedAt = isoOrNull(application.get('updatedAt')) ?? submittedAt;
  if (submittedAt) answer.submittedAt = submittedAt;
  if (updatedAt) answer.updatedAt = updatedAt;
  return answer;
});
