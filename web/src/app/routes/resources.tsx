import { routeTitle } from '@centre/domain/routes';
import { Link } from 'react-router-dom';
import '../../features/content/content.css';

const GUIDES = [
  {
    title: 'Passport renewal checklist',
    file: '/resources/passport-renewal-checklist.txt',
    body: 'Everything to gather before you apply or renew, including the photo rules that cause most returned applications.',
  },
  {
    title: 'Preparing for the HCA exam',
    file: '/resources/preparing-for-the-hca-exam.txt',
    body: 'How the Health Care Aide exam works, what to study, what to bring on the day and how to book a seat.',
  },
  {
    title: 'Opening a diaspora bank account',
    file: '/resources/opening-a-diaspora-bank-account.txt',
    body: 'The documents Equity Bank asks for, the account types for people living abroad and how to send money home.',
  },
  {
    title: 'Document attestation guide',
    file: '/resources/document-attestation-guide.txt',
    body: 'When a document needs a notary, attestation or an apostille, and the order in which to get them.',
  },
  {
    title: 'Registering a birth abroad',
    file: '/resources/registering-a-birth-abroad.txt',
    body: 'The steps and documents to register a child born outside the home country, and the six-month deadline.',
  },
] as const;

const LINKS = [
  {
    title: 'Your home country’s embassy or high commission',
    body: 'The official source for passport fees, processing times and consular appointments. Search for the high commission of your country in Canada; we check the latest fees before every application we send.',
  },
  {
    title: 'eCitizen (Kenya)',
    body: 'The Kenyan government’s online portal for passports, good conduct certificates and many other services. Create your own account before you apply; we can help you use it.',
  },
  {
    title: 'The provincial health care aide directory',
    body: 'The body that registers Health Care Aides in the province publishes the exam rules and the list of recognised training programmes.',
  },
  {
    title: 'Equity Bank diaspora banking',
    body: 'Equity Bank’s own pages for customers abroad describe accounts, money transfers and the mobile app. Our bank desk can open an account for you in person.',
  },
] as const;

export default function ResourcesPage() {
  return (
    <div className="prose-page">
      <section className="prose" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          {routeTitle('resources')}
        </h1>
        <p className="page__lead">
          Free guides and checklists to help you prepare. Download them, keep them on your phone, or
          print them before you visit.
        </p>
      </section>

      <section aria-labelledby="guides-title">
        <h2 id="guides-title">Guides to download</h2>
        <ul className="resource-list">
          {GUIDES.map((guide) => (
            <li key={guide.file} className="card">
              <h3>{guide.title}</h3>
              <p>{guide.body}</p>
              <p>
                <a href={guide.file} download>
                  Download {guide.title.toLowerCase()}
                </a>{' '}
                <span className="field__helper">(text file)</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="links-title" className="prose">
        <h2 id="links-title">Useful links</h2>
        <p>
          We do not link directly to outside websites, because their addresses change often. Search
          for these by name, and always check you are on an official government or bank website
          before you enter personal details or pay.
        </p>
        <ul className="resource-list">
          {LINKS.map((link) => (
            <li key={link.title} className="card">
              <h3>{link.title}</h3>
              <p>{link.body}</p>
            </li>
          ))}
        </ul>
        <p>
          Not sure where to start? <Link to="/contact">Send us a message</Link> or{' '}
          <Link to="/book-appointment">book an appointment</Link> and we will help.
        </p>
      </section>
    </div>
  );
}
