import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { useAuthSession } from '../../features/auth/auth-session';
import { ContactDetails } from '../../features/content/components/contact-details';
import { OpeningHours } from '../../features/content/components/opening-hours';
import { FeaturedServices } from '../../features/services/components/featured-services';
import '../../features/content/content.css';

const HIGHLIGHTS = [
  {
    title: 'Documents and licences',
    body: 'Help with passport and ID applications, licence renewals and the paperwork around them.',
  },
  {
    title: 'Banking for the diaspora',
    body: 'Open and manage accounts with our partner bank and send money home with confidence.',
  },
  {
    title: 'Work and training',
    body: 'Browse local jobs and register or book a seat for the HCA (healthcare assistant) exam.',
  },
] as const;

const ACTIONS = [
  {
    title: 'Apply online',
    body: 'Choose a service, fill in the form and upload your documents from your phone. You get a reference at once.',
    link: 'Start an application',
    to: '/services',
  },
  {
    title: 'Visit us at a set time',
    body: 'Book an appointment so a case worker is ready for you, and skip the queue at the front desk.',
    link: 'Choose a time',
    to: '/book-appointment',
  },
  {
    title: 'Already applied?',
    body: 'See where your application is with your reference and date of birth. No account needed.',
    link: 'Check your application status',
    to: '/services#check-status',
  },
] as const;

export default function HomePage() {
  const session = useAuthSession();
  // SPEC 2: a signed-in user is taken to the dashboard.
  if (session.status === 'signedIn' || session.status === 'loadingUser') {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">Karibu · Welcome</p>
          <h1 id="hero-title" className="hero__title">
            Your community services centre, close to home
          </h1>
          <p className="hero__lead">
            Jamii Service Centre helps the East African community with documents, banking, jobs,
            exam registration and everyday paperwork, in person or online.
          </p>
          <div className="hero__actions">
            <Button to="/services" size="lg">
              Explore our services
            </Button>
            <Button to="/book-appointment" size="lg" variant="secondary">
              Book an appointment
            </Button>
          </div>
        </div>
      </section>
      <section className="container highlights" aria-labelledby="highlights-title">
        <h2 id="highlights-title" className="highlights__title">
          How we can help
        </h2>
        <ul className="highlights__list">
          {HIGHLIGHTS.map((item) => (
            <li key={item.title} className="card highlights__item">
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <FeaturedServices />
      <section className="container cta" aria-labelledby="cta-title">
        <h2 id="cta-title" className="cta__title">
          What would you like to do?
        </h2>
        <ul className="cta__list">
          {ACTIONS.map((action) => (
            <li key={action.title}>
              <div className="card cta__item">
                <h3>{action.title}</h3>
                <p>{action.body}</p>
                <Link to={action.to} className="btn btn--outline btn--md">
                  {action.link}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="visit-us" aria-labelledby="visit-us-title">
        <div className="container">
          <h2 id="visit-us-title">Visit or call us</h2>
          <div className="info-grid">
            <div>
              <h3>Opening hours</h3>
              <OpeningHours />
            </div>
            <div>
              <h3>Find us</h3>
              <ContactDetails />
              <p>
                <Link to="/contact">Send us a message</Link> or{' '}
                <Link to="/about-us">read more about the centre</Link>.
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
