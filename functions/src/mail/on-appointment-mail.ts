import { COLLECTIONS } from '@centre/domain/collections';
import type { MailRender } from '@centre/domain/mail';
import { loadBookingSettings } from '../bookings/settings';
import { appointmentMails, languageOf, type Fields } from './decisions';
import type { MailToQueue } from './enqueue';
import { siteUrl } from './links';
import { mailProducer } from './mail-producer';
import { appointmentData, loadServiceFacts, serviceFactsIn } from './producer-data';

const REF = (id: string) => ({ collection: COLLECTIONS.appointments, id });

/** The mails one appointment write owes (appointmentMails), with what they print. */
export async function appointmentMailsFor(
  appointmentId: string,
  before: Fields,
  after: Fields,
): Promise<MailToQueue[]> {
  const plans = appointmentMails(appointmentId, before, after);
  if (!plans.length || !after) return [];
  const [settings, service] = await Promise.all([
    loadBookingSettings(),
    loadServiceFacts(String(after.serviceId ?? '')),
  ]);
  const to = String(after.email ?? '');
  const language = languageOf(after.language);
  return plans.map((plan): MailToQueue => {
    const data = appointmentData(
      appointmentId,
      after,
      settings.timezone,
      serviceFactsIn(service, language),
      0,
    );
    const { name, reference, serviceName, date, start, end, timezone } = data;
    // A cancellation prints the slot and a link to book again; the others the whole appointment.
    const render: MailRender =
      plan.template === 'appointment_cancelled'
        ? {
            template: plan.template,
            language,
            data: {
              name,
              reference,
              serviceName,
              date,
              start,
              end,
              timezone,
              bookUrl: siteUrl('/book-appointment'),
            },
          }
        : { template: plan.template, language, data: { ...data, sequence: plan.sequence } };
    return { id: plan.id, to, ref: REF(appointmentId), render };
  });
}

/**
 * appointments/{id}: the booking's confirmation (with its .ics), one mail per reschedule and one
 * when it is cancelled, in the visitor's language (docs/product.md "Notifications by email").
 * Its own trigger beside the dashboard's and the reports' (onAppointmentStats).
 */
export const onAppointmentMail = mailProducer(
  'written',
  COLLECTIONS.appointments,
  'appointmentId',
  ({ id, before, after }) => appointmentMailsFor(id, before, after),
);
