import { COLLECTIONS } from '@centre/domain/collections';
import { applicationMails, languageOf, type Fields } from './decisions';
import type { MailToQueue } from './enqueue';
import { mailProducer } from './mail-producer';
import { applicantName, loadServiceFacts, serviceFactsIn, statusCheckUrl } from './producer-data';

/** The mails one application write owes (applicationMails), with what they print. */
export async function applicationMailsFor(
  applicationId: string,
  changeId: string,
  before: Fields,
  after: Fields,
): Promise<MailToQueue[]> {
  const plans = applicationMails(applicationId, changeId, before, after);
  if (!plans.length || !after) return [];
  const applicant = (after.applicant ?? {}) as Record<string, unknown>;
  const language = languageOf(applicant.language);
  const service = serviceFactsIn(await loadServiceFacts(String(after.serviceId ?? '')), language);
  const reference = String(after.reference ?? '');
  const base = {
    name: applicantName(applicant),
    reference,
    serviceName: service.name,
    statusCheckUrl: statusCheckUrl(reference),
  };
  const to = String(applicant.email ?? '');
  const ref = { collection: COLLECTIONS.applications, id: applicationId };
  return plans.map((plan): MailToQueue =>
    plan.template === 'application_received'
      ? { id: plan.id, to, ref, render: { template: plan.template, language, data: base } }
      : {
          id: plan.id,
          to,
          ref,
          render: {
            template: plan.template,
            language,
            data: { ...base, status: plan.status, note: plan.note },
          },
        },
  );
}

/**
 * applications/{id} (service applications and HCA registrations): "received" once the APP-
 * reference is assigned (onApplicationCreated), and one mail per move to awaiting_info,
 * approved, rejected or completed, in the applicant's language. The change id is the event id,
 * so a retried event queues the same mail id (create() keeps it to one).
 */
export const onApplicationMail = mailProducer(
  'written',
  COLLECTIONS.applications,
  'applicationId',
  ({ id, eventId, before, after }) => applicationMailsFor(id, eventId, before, after),
);
