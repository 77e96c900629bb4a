import type { Service } from '@centre/domain/services';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RichText } from '../../../components/rich-text';
import { Spinner } from '../../../components/spinner';
import { ServiceCard } from './service-card';
import '../services.css';

type Featured =
  { status: 'loading' } | { status: 'ready'; services: Service[] } | { status: 'failed' };

// The api module (and with it Firestore Lite) is imported only once the page has painted, so the
// hero never waits for the database SDK.
const loadFeatured = () =>
  import('../../../data/services/list-active-services').then(({ getFeaturedServices }) =>
    getFeaturedServices(6),
  );

interface FeaturedServicesProps {
  load?: () => Promise<Service[]>;
}

/**
 * The first six active services for the home page. It uses no query cache: the home page must
 * render on its own, and a failure only swaps the cards for a link to the full catalogue. Its
 * words (the `services` namespace) arrive after the home page's: until then the section keeps
 * its place empty, and the rest of the page does not wait.
 */
export function FeaturedServices(props: FeaturedServicesProps) {
  return (
    <Suspense fallback={<section className="container featured" aria-busy="true" />}>
      <FeaturedServicesSection {...props} />
    </Suspense>
  );
}

function FeaturedServicesSection({ load = loadFeatured }: FeaturedServicesProps) {
  const { t } = useTranslation('services');
  const [state, setState] = useState<Featured>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    load().then(
      (services) => active && setState({ status: 'ready', services }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load]);

  return (
    <section className="container featured" aria-labelledby="featured-title">
      <h2 id="featured-title" className="featured__title">
        {t('featured.title')}
      </h2>
      {state.status === 'loading' && (
        <div className="featured__status">
          <Spinner label={t('featured.loading')} />
        </div>
      )}
      {state.status === 'failed' && (
        <p className="featured__status">
          <RichText text={t('featured.failed')} components={{ all: <Link to="/services" /> }} />
        </p>
      )}
      {state.status === 'ready' && state.services.length === 0 && (
        <p className="featured__status">
          <RichText text={t('featured.empty')} components={{ all: <Link to="/services" /> }} />
        </p>
      )}
      {state.status === 'ready' && state.services.length > 0 && (
        <>
          <ul className="card-grid">
            {state.services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
          <p className="featured__more">
            <Link to="/services">{t('featured.seeAll')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
