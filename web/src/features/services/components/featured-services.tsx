import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RichText } from '../../../components/rich-text';
import { Spinner } from '../../../components/spinner';
import { useFeaturedServices } from '../../../data/services/list-active-services';
import { ServiceCard } from './service-card';
import '../services.css';

/**
 * The first six active services for the home page, from the catalogue's read: a pre-rendered
 * home page has them in its HTML (with their fees carried) and shows them at once, and the read
 * refreshes them as on /services. Without them yet, a spinner; when the read fails with nothing
 * to show, a link to the full catalogue. Its words (the `services` namespace) arrive after the
 * home page's: until then the section keeps its place empty, and the rest of the page does not
 * wait.
 */
export function FeaturedServices() {
  return (
    <Suspense fallback={<section className="container featured" aria-busy="true" />}>
      <FeaturedServicesSection />
    </Suspense>
  );
}

function FeaturedServicesSection() {
  const { t } = useTranslation('services');
  const { data: services, isError } = useFeaturedServices();

  return (
    <section className="container featured" aria-labelledby="featured-title">
      <h2 id="featured-title" className="featured__title">
        {t('featured.title')}
      </h2>
      {!services && !isError && (
        <div className="featured__status">
          <Spinner label={t('featured.loading')} />
        </div>
      )}
      {!services && isError && (
        <p className="featured__status">
          <RichText text={t('featured.failed')} components={{ all: <Link to="/services" /> }} />
        </p>
      )}
      {services?.length === 0 && (
        <p className="featured__status">
          <RichText text={t('featured.empty')} components={{ all: <Link to="/services" /> }} />
        </p>
      )}
      {services && services.length > 0 && (
        <>
          <ul className="card-grid">
            {services.map((service) => (
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
