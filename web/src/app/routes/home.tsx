import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { useAuthSessionIfStarted } from '../../features/auth/auth-session';
import { ContactDetails } from '../../features/content/components/contact-details';
import { OpeningHours } from '../../features/content/components/opening-hours';
import { FeaturedServices } from '../../features/services/components/featured-services';
import '../../features/content/content.css';

const HIGHLIGHTS = ['documents', 'banking', 'work'] as const;

const ACTIONS = [
  { id: 'apply', to: '/services' },
  { id: 'book', to: '/book-appointment' },
  { id: 'status', to: '/services#check-status' },
] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  const session = useAuthSessionIfStarted();
  // docs/product.md §2: a signed-in user is taken to the dashboard.
  if (session.status === 'signedIn' || session.status === 'loadingUser') {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">{t('eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('title')}
          </h1>
          <p className="hero__lead">{t('lead')}</p>
          <div className="hero__actions">
            <Button to="/services" size="lg">
              {t('exploreServices')}
            </Button>
            <Button to="/book-appointment" size="lg" variant="secondary">
              {t('bookAppointment')}
            </Button>
          </div>
        </div>
      </section>
      <section className="container highlights" aria-labelledby="highlights-title">
        <h2 id="highlights-title" className="highlights__title">
          {t('highlightsTitle')}
        </h2>
        <ul className="highlights__list">
          {HIGHLIGHTS.map((id) => (
            <li key={id} className="card highlights__item">
              <h3>{t(`highlights.${id}.title`)}</h3>
              <p>{t(`highlights.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <FeaturedServices />
      <section className="container cta" aria-labelledby="cta-title">
        <h2 id="cta-title" className="cta__title">
          {t('actionsTitle')}
        </h2>
        <ul className="cta__list">
          {ACTIONS.map((action) => (
            <li key={action.id}>
              <div className="card cta__item">
                <h3>{t(`actions.${action.id}.title`)}</h3>
                <p>{t(`actions.${action.id}.body`)}</p>
                <Link to={action.to} className="btn btn--outline btn--md">
                  {t(`actions.${action.id}.link`)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="visit-us" aria-labelledby="visit-us-title">
        <div className="container">
          <h2 id="visit-us-title">{t('visitTitle')}</h2>
          <div className="info-grid">
            <div>
              <h3>{t('openingHours')}</h3>
              <OpeningHours />
            </div>
            <div>
              <h3>{t('findUs')}</h3>
              <ContactDetails />
              <p>
                <RichText
                  text={t('messageOrRead')}
                  components={{ contact: <Link to="/contact" />, about: <Link to="/about-us" /> }}
                />
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
