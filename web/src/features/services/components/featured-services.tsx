import type { Service } from '@centre/domain/services';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
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

/**
 * The first six active services for the home page. It uses no query cache: the home page must
 * render on its own, and a failure only swaps the cards for a link to the full catalogue.
 */
export function FeaturedServices({ load = loadFeatured }: { load?: () => Promise<Service[]> }) {
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
        Popular services
      </h2>
      {state.status === 'loading' && (
        <div className="featured__status">
          <Spinner label="Loading services" />
        </div>
      )}
      {state.status === 'failed' && (
        <p className="featured__status">
          We could not load the list of services just now. You can still{' '}
          <Link to="/services">browse all our services</Link> or call us.
        </p>
      )}
      {state.status === 'ready' && state.services.length === 0 && (
        <p className="featured__status">
          Our services list is being updated. <Link to="/services">See all services</Link>.
        </p>
      )}
      {state.status === 'ready' && state.services.length > 0 && (
        <>
          <ul className="service-grid">
            {state.services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
          <p className="featured__more">
            <Link to="/services">See all services</Link>
          </p>
        </>
      )}
    </section>
  );
}
