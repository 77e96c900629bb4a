import { Navigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { useAuthSession } from '../../features/auth/auth-session';

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
    </>
  );
}
