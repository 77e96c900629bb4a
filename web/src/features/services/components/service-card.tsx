import type { Service } from '@centre/domain/services';
import { Link } from 'react-router-dom';
import { formatFee } from '../utils/format-fee';

/** A catalogue card; the whole title is the link, so each card has one tab stop. */
export function ServiceCard({
  service,
  headingLevel = 3,
}: {
  service: Service;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card service-card">
      <p className="service-card__category">{service.category}</p>
      <Heading className="service-card__title">
        <Link to={`/services/${service.id}`} className="service-card__link">
          {service.name}
        </Link>
      </Heading>
      <p className="service-card__summary">{service.summary}</p>
      <p className="service-card__meta">
        <span>{formatFee(service.fee)}</span>
        <span aria-hidden="true"> · </span>
        <span>{service.processingTime}</span>
      </p>
    </article>
  );
}
