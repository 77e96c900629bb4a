import { COLLECTIONS } from '@centre/domain/collections';
import { languageOf, licenceReadyMail, type Fields } from './decisions';
import type { MailToQueue } from './enqueue';
import { mailProducer } from './mail-producer';
import { applicantName, statusCheckUrl } from './producer-data';

/** The "licence ready" mail one renewal write owes, if any. */
export function licenceRenewalMailsFor(
  renewalId: string,
  before: Fields,
  after: Fields,
): MailToQueue[] {
  const plan = licenceReadyMail(renewalId, before, after);
  if (!plan || !after) return [];
  const applicant = (after.applicant ?? {}) as Record<string, unknown>;
  const reference = String(after.reference ?? '');
  return [
    {
      id: plan.id,
      to: String(applicant.email ?? ''),
      ref: { collection: COLLECTIONS.licenceRenewals, id: renewalId },
      render: {
        template: 'licence_ready',
        language: languageOf(applicant.language),
        data: {
          name: applicantName(applicant),
          reference,
          delivery: plan.delivery,
          statusCheckUrl: statusCheckUrl(reference, '/license-renewal'),
        },
      },
    },
  ];
}

/**
 * licenceRenewals/{id}: when staff mark the licence ready for collection, the applicant hears it
 * (collect at the centre, or on its way by courier: the delivery they chose), in their language.
 */
export const onLicenceRenewalMail = mailProducer(
  'updated',
  COLLECTIONS.licenceRenewals,
  'renewalId',
  ({ id, before, after }) => licenceRenewalMailsFor(id, before, after),
);
