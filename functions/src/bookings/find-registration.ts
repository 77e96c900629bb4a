import { COLLECTIONS } from '@centre/domain/collections';
import { BOOKING_MESSAGES } from '@centre/domain/bookings';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { guardedLookup } from '../security/rate-limit';

export interface Registration {
  applicationId: string;
  reference: string;
  candidateName: string;
  /** the application's workflow status (only 'approved' may book a seat) */
  status: string;
}

const INACTIVE_STATUSES = ['rejected', 'withdrawn'];

/**
 * The HCA exam registration (an application of kind 'hca') with this reference and date of birth.
 * A wrong reference, a wrong date of birth, another kind of application and a rejected or
 * withdrawn one all get the same not-found answer, so the answer never tells which was wrong.
 * Misses are counted per reference and per IP (guardedLookup), so the date of birth cannot be
 * guessed: a locked reference answers only "try again later".
 */
export async function findRegistration(
  reference: string,
  dateOfBirth: string,
  ip: string | null = null,
): Promise<Registration> {
  const application = await guardedLookup(reference, ip, async (transaction) => {
    const matches = await transaction.get(
      db.collection(COLLECTIONS.applications).where('reference', '==', reference).limit(1),
    );
    const match = matches.docs[0];
    return match &&
      match.get('kind') === 'hca' &&
      match.get('applicant.dateOfBirth') === dateOfBirth &&
      !INACTIVE_STATUSES.includes(String(match.get('status')))
      ? match
      : null;
  });
  if (!application) throw new HttpsError('not-found', BOOKING_MESSAGES.registrationNotFound);
  const first: unknown = application.get('applicant.firstName');
  const last: unknown = application.get('applicant.lastName');
  return {
    applicationId: application.id,
    reference,
    candidateName: [first, last].filter((part) => typeof part === 'string' && part).join(' '),
    status: String(application.get('status')),
  };
}
