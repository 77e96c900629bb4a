import {
  checkApplicationStatusInput,
  type ApplicationStatusAnswer,
} from '@centre/domain/applications';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../users/parse-input';
import { isoOrNull } from './timestamps';

const NOT_FOUND: ApplicationStatusAnswer = { found: false };

/**
 * The public status check (no sign-in): reference + date of birth -> status and dates only.
 * A wrong reference and a wrong date of birth get the very same {found: false}, so the answer
 * never tells whether a reference exists. Malformed input is refused before any read, and a
 * well-formed one costs one single-field equality query (automatically indexed), limit 1.
 */
export const checkApplicationStatus = onCall(async (request): Promise<ApplicationStatusAnswer> => {
  const { reference, dateOfBirth } = parseInput(checkApplicationStatusInput, request.data);
  const matches = await db
    .collection('applications')
    .where('reference', '==', reference)
    .limit(1)
    .get();
  const application = matches.docs[0];
  if (!application || application.get('applicant.dateOfBirth') !== dateOfBirth) {
    return { ...NOT_FOUND };
  }
  const answer: ApplicationStatusAnswer = { found: true, status: application.get('status') };
  const submittedAt = isoOrNull(application.get('createdAt'));
  const updatedAt = isoOrNull(application.get('updatedAt')) ?? submittedAt;
  if (submittedAt) answer.submittedAt = submittedAt;
  if (updatedAt) answer.updatedAt = updatedAt;
  return answer;
});
