import { Link } from 'react-router-dom';
import { BANK_DESK_HOURS, CENTRE } from '../../features/content/centre-info';
import { ContactDetails } from '../../features/content/components/contact-details';
import { OpeningHours } from '../../features/content/components/opening-hours';
import '../../features/content/content.css';

export default function AboutUsPage() {
  return (
    <article className="prose" aria-labelledby="page-title">
      <p className="page__eyebrow">About us</p>
      <h1 id="page-title" className="page__title">
        A place to get things done, in a language you know
      </h1>
      <p className="page__lead">
        {CENTRE.name} is a community services centre for the East African diaspora. We help people
        deal with the paperwork of living far from home, so that a passport, a bank account or an
        exam never stands between them and the next step in their lives.
      </p>

      <h2>Who we serve</h2>
      <p>
        Anyone from the East African community and their families: newcomers who have just arrived,
        students, workers, parents registering a child born abroad, and elders who prefer to be
        helped face to face. Our staff speak English and Kiswahili.
      </p>

      <h2>What we offer</h2>
      <ul>
        <li>
          Home-country documents: passports, national ID cards, birth certificates and police
          clearance certificates, checked by us before they are sent.
        </li>
        <li>Driving licence renewals and document attestation by our notary desk.</li>
        <li>
          Registration and seat booking for the Health Care Aide (HCA) exam, with sessions held at
          the centre.
        </li>
        <li>Job listings from local employers and one-to-one help with CVs and applications.</li>
        <li>Banking with our partner, {CENTRE.partnerBank}, at our in-house bank desk.</li>
      </ul>
      <p>
        You can <Link to="/services">apply for most services online</Link>, upload your documents
        from your phone, and <Link to="/book-appointment">book an appointment</Link> when you need
        to see us in person.
      </p>

      <h2>Our partner: {CENTRE.partnerBank}</h2>
      <p>
        {CENTRE.partnerBank}&apos;s diaspora team works from a desk inside the centre. They open
        accounts for people living abroad, explain how to send money home at a fair rate, and help
        with savings and mortgages in the home country. Bank desk hours: {BANK_DESK_HOURS}.
      </p>

      <div className="info-grid">
        <section className="card" aria-labelledby="hours-title">
          <h2 id="hours-title">Opening hours</h2>
          <OpeningHours />
        </section>
        <section className="card" aria-labelledby="address-title">
          <h2 id="address-title">Address</h2>
          <ContactDetails />
          <p>
            Free parking behind the building; step-free entrance. Buses stop outside on Harambee
            Way.
          </p>
        </section>
      </div>
    </article>
  );
}
