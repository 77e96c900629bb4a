// The demo's outbox: the newest few appointments and applications queue the mails the producers
// would have sent when they were made (confirmation with its .ics, application received), once
// the triggers are on again, so `sendMail` delivers them to the local sink and /admin/mail has
// something to show. The producers' own code writes them (deterministic ids: seeding twice
// queues nothing new).
import { COLLECTIONS } from '@centre/domain/collections';
import type { Firestore } from 'firebase-admin/firestore';

/** How many of the newest appointments and of the newest applications mail their visitor. */
const DEMO_MAILS_EACH = 4;

export async function queueDemoMails(db: Firestore, siteUrl: string): Promise<number> {
  // The links in mails point at the site the emulators serve (functions/.env.demo-service-centre
  // says the same to the functions; this process does not read that file).
  process.env.PUBLIC_SITE_URL ??= siteUrl;
  // Imported here, not at the top: the functions' Admin app must be the one seed() initialised.
  const [{ appointmentMailsFor }, { applicationMailsFor }, { queueMails }] = await Promise.all([
    import('../../functions/src/mail/on-appointment-mail'),
    import('../../functions/src/mail/on-application-mail'),
    import('../../functions/src/mail/enqueue'),
  ]);
  const [appointments, applications] = await Promise.all([
    db
      .collection(COLLECTIONS.appointments)
      .orderBy('createdAt', 'desc')
      .limit(DEMO_MAILS_EACH)
      .get(),
    db
      .collection(COLLECTIONS.applications)
      .orderBy('createdAt', 'desc')
      .limit(DEMO_MAILS_EACH)
      .get(),
  ]);
  const mails = (
    await Promise.all([
      ...appointments.docs.map((doc) => appointmentMailsFor(doc.id, undefined, doc.data())),
      ...applications.docs.map((doc) => applicationMailsFor(doc.id, 'seed', undefined, doc.data())),
    ])
  ).flat();
  const outcomes = await queueMails(mails);
  return outcomes.filter((outcome) => outcome === 'queued').length;
}
