import { routeTitle } from '@centre/domain/routes';
import { Link } from 'react-router-dom';
import { CENTRE } from '../../features/content/centre-info';
import '../../features/content/content.css';

export default function TermsPage() {
  return (
    <article className="prose" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {routeTitle('terms')}
      </h1>
      <p className="page__updated">Last updated: 1 November 2026</p>
      <p className="page__lead">
        These terms apply when you use the {CENTRE.name} website to find services, apply, book
        appointments, check the status of an application or send us a message. By using the site you
        accept them.
      </p>

      <h2>Our services</h2>
      <p>
        We help you prepare and submit applications to other organisations (embassies, government
        offices, exam bodies and our partner bank). Those organisations make the decisions, set
        their own fees and processing times, and may change them. The times shown on this site are
        typical, not guaranteed.
      </p>

      <h2>Fees</h2>
      <p>
        The fees shown for each service are the centre&apos;s fees and include the official fee
        where we say so. They are paid at the centre or as we tell you when we accept your
        application. We will tell you before you pay if a fee has changed.
      </p>

      <h2>Your responsibilities</h2>
      <ul>
        <li>
          Give true, complete and up-to-date information, and only about yourself or someone you are
          allowed to act for.
        </li>
        <li>
          Upload only genuine documents that belong to the applicant. Applications with false
          documents are reported to the authority concerned.
        </li>
        <li>
          Keep your application reference private: with your date of birth it shows the status of
          your application.
        </li>
        <li>
          Do not try to access information that is not yours, disrupt the site or send automated
          requests.
        </li>
      </ul>

      <h2>Applications, appointments and messages</h2>
      <p>
        An application is received when you see its reference. If your connection fails, the site
        may keep your application on your device and send it as soon as it can; it is received only
        when it reaches us. Please arrive on time for appointments; you can change or cancel one up
        to 24 hours before it starts from the link in your confirmation. We aim to answer contact
        messages within two working days.
      </p>

      <h2>Availability</h2>
      <p>
        We work to keep the site available and correct, but cannot promise it will always be free of
        interruptions or errors. Guides and resources are general information, not legal advice;
        check the latest rules with the official source or ask us.
      </p>

      <h2>Liability</h2>
      <p>
        We are responsible for the care we take in checking and sending your application. We are not
        responsible for decisions, delays or fee changes by other organisations, or for losses
        caused by information you gave us that was wrong or incomplete. Nothing in these terms
        limits rights you have by law.
      </p>

      <h2>Privacy</h2>
      <p>
        How we use your personal information is explained in our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We may update these terms and will publish the new version here with its date. Questions?{' '}
        <Link to="/contact">Contact us</Link> or write to{' '}
        <a href={`mailto:${CENTRE.email}`}>{CENTRE.email}</a>.
      </p>
    </article>
  );
}
