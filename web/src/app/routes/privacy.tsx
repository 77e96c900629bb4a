import { routeTitle } from '@centre/domain/routes';
import { Link } from 'react-router-dom';
import { CENTRE } from '../../features/content/centre-info';
import '../../features/content/content.css';

export default function PrivacyPage() {
  return (
    <article className="prose" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {routeTitle('privacy')}
      </h1>
      <p className="page__updated">Last updated: 1 November 2026</p>
      <p className="page__lead">
        This policy explains what personal information {CENTRE.name} collects through this website
        and at the centre, why we collect it, how long we keep it and what rights you have.
      </p>

      <h2>Who we are</h2>
      <p>
        {CENTRE.name} ({CENTRE.addressLines.join(', ')}) is responsible for the personal information
        described here. You can reach us about privacy at{' '}
        <a href={`mailto:${CENTRE.email}`}>{CENTRE.email}</a> or on {CENTRE.phone}.
      </p>

      <h2>What we collect</h2>
      <h3>Applications</h3>
      <p>
        When you apply for a service we collect your name, date of birth, email address, phone
        number, postal address, preferred language and the answers the form asks for (for example a
        current passport number or the reason for an ID card application).
      </p>
      <h3>Documents</h3>
      <p>
        Scans and photos you upload with an application (PDF, JPEG or PNG), such as passport pages,
        birth certificates and photos. They may contain sensitive information, so only the staff who
        process applications can open them.
      </p>
      <h3>Appointments and visits</h3>
      <p>
        Your name, contact details, the service and the time you booked, and notes about your visit,
        including whether you attended.
      </p>
      <h3>Contact messages</h3>
      <p>Your name, email address, phone number if you give it, the subject and your message.</p>
      <h3>Technical information</h3>
      <p>
        Our hosting and database providers record basic technical data (such as IP address and
        browser type) to keep the service secure. We do not use advertising or tracking cookies. An
        application you could not send is kept on your own device until it can be sent, and a
        half-written contact message is kept in your browser tab until you send it or close the tab.
      </p>

      <h2>Why we use it</h2>
      <ul>
        <li>To process your application and send it to the authority or partner concerned.</li>
        <li>To check your identity when you ask for the status of an application.</li>
        <li>To manage appointments and the queue at the centre.</li>
        <li>To answer your messages and contact you about your case.</li>
        <li>To meet our legal obligations and to keep the service secure.</li>
      </ul>
      <p>
        We use your information only because you asked us to provide a service, or because the law
        requires it. We never sell it or use it for marketing.
      </p>

      <h2>Who we share it with</h2>
      <p>
        Only with those who need it to provide the service you asked for: the embassy, high
        commission or government office that issues the document; exam bodies for HCA registrations;{' '}
        {CENTRE.partnerBank}, when you ask us to open an account or pass on a banking request; and
        our technology providers (Google Firebase for hosting, database and file storage), who
        process it on our instructions.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Applications and their documents: 2 years after the application is completed or withdrawn,
          then deleted. Documents you uploaded for an application that was never completed are
          deleted after 12 months.
        </li>
        <li>Appointments and visit records: 2 years.</li>
        <li>Contact messages: 12 months after we answer them.</li>
        <li>
          Where the law requires longer (for example financial records), we keep only what is
          needed, for as long as required.
        </li>
      </ul>

      <h2>How we protect it</h2>
      <p>
        Information is encrypted in transit and at rest. Staff accounts are personal, protected by
        passwords and limited to what each role needs. Members of the public can submit an
        application but can never read one back: the status check shows only the status and dates.
      </p>

      <h2>Your rights</h2>
      <p>You can ask us to:</p>
      <ul>
        <li>tell you what information we hold about you and give you a copy;</li>
        <li>correct anything that is wrong or incomplete;</li>
        <li>delete your information when we no longer need it for your case or by law;</li>
        <li>stop using your information for a particular purpose;</li>
        <li>withdraw an application that has not been completed.</li>
      </ul>
      <p>
        To make a request, <Link to="/contact">contact us</Link> or visit the centre with photo ID.
        We answer within 30 days. If you are not satisfied with our answer, you can complain to the
        privacy commissioner for your province.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We will publish any change on this page with a new date. If a change affects how we use
        information we already hold, we will tell the people concerned.
      </p>
    </article>
  );
}
