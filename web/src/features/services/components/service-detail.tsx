import type { Service } from '@centre/domain/services';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useService } from '../../../data/services/get-service';
import { formatDuration, formatFee } from '../utils/format-fee';
import '../services.css';

export function ServiceDetail({ serviceId }: { serviceId: string }) {
  const { data: service, isPending, isError, refetch, isRefetching } = useService(serviceId);

  if (isPending) {
    return (
      <div className="catalogue__state">
        <Spinner label="Loading the service" />
      </div>
    );
  }
  if (isError) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          Service
        </h1>
        <div className="notice notice--error" role="alert">
          <p>We could not load this service. Check your connection and try again.</p>
          <Button variant="outline" size="sm" loading={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  if (!service) return <ServiceNotFound />;
  return <ServiceDetailView service={service} />;
}

export function ServiceNotFound() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        We can&apos;t find that service
      </h1>
      <p className="page__lead">
        The link may be out of date, or the service is no longer offered online.
      </p>
      <p>
        <Link to="/services">See all our services</Link>
      </p>
    </section>
  );
}

export function ServiceDetailView({ service }: { service: Service }) {
  const canApply = service.applicationFields.length > 0;
  return (
    <article className="service-detail" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/services">Services</Link>
          </li>
          <li aria-current="page">{service.name}</li>
        </ol>
      </nav>
      <p className="page__eyebrow">{service.category}</p>
      <h1 id="page-title" className="page__title">
        {service.name}
      </h1>
      <p className="page__lead">{service.summary}</p>

      <dl className="service-facts">
        <div>
          <dt>Fee</dt>
          <dd>{formatFee(service.fee)}</dd>
        </div>
        <div>
          <dt>Processing time</dt>
          <dd>{service.processingTime}</dd>
        </div>
        <div>
          <dt>Appointment length</dt>
          <dd>{formatDuration(service.durationMinutes)}</dd>
        </div>
      </dl>

      {(canApply || service.bookable) && (
        <div className="service-detail__actions">
          {canApply && (
            <Button to={`/service-application/${service.id}`} size="lg">
              Apply online
            </Button>
          )}
          {service.bookable && (
            <Button
              to={`/book-appointment?service=${encodeURIComponent(service.id)}`}
              size="lg"
              variant={canApply ? 'outline' : 'primary'}
            >
              Book an appointment
            </Button>
          )}
        </div>
      )}

      <section aria-labelledby="about-service-title" className="service-detail__section">
        <h2 id="about-service-title">About this service</h2>
        <p>{service.description}</p>
      </section>

      <section aria-labelledby="documents-title" className="service-detail__section">
        <h2 id="documents-title">Documents to bring</h2>
        {service.requiredDocuments.length > 0 ? (
          <ul className="documents-list">
            {service.requiredDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
        ) : (
          <p>No documents are needed. Bring a photo ID to your appointment.</p>
        )}
        {canApply && (
          <p className="field__helper">
            When you apply online you can upload scans or photos (PDF, JPEG or PNG, up to 10 MB
            each).
          </p>
        )}
      </section>

      <p className="service-detail__back">
        <Link to="/services">Back to all services</Link>
      </p>
    </article>
  );
}
