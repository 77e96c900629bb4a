import { BOOKING_MESSAGES } from '@centre/domain/bookings';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';

export interface Registration {
  applicationId: string;
  reference: string;
  candidateName: string;
}

const INACTIVE_STATUSES = ['rejected', 'withdrawn'];

/**
 * The HCA exam registration (an application of kind 'hca') with this reference and date of birth.
 * A wrong reference, a wrong date of birth, another kind of application and a rejected or
 * withdrawn one all get the same not-found answer, so the answer never tells which was wrong.
 */
export async function findRegistration(
  reference: string,
  dateOfBirth: string,
): Promise<Registration> {
  const matches = await db
    .collection('applications')
    .where('reference', '==', reference)
    .limit(1)
    .get();
  const application = matches.docs[0];
  if (
    !application ||
    application.get('kind') !== 'hca' ||
    application.get('applicant.dateOfBirth') !== dateOfBirth ||
    INACTIVE_STATUSES.includes(String(application.get('status')))
  ) {
    throw new HttpsError('not-found', BOOKING_MESSAGES.registrationNotFound);
  }
  const first: unknown = application.get('applicant.firstName');
  const last: unknown = application.get('applicant.lastName');
  return {
    applicationId: application.id,
    reference,
    candidateName: [first, last].filter((part) => typeof part === 'string' && part).join(' '),
  };
}
