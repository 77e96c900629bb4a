import type { Service } from '@centre/domain/services';
import { Link } from 'react-router-dom';
import { WaitEstimate } from '../../../components/wait-estimate';
import { usePublicWaits } from '../../../data/queue/public-waits';
import { useServiceFormat } from '../utils/format-fee';

/** A catalogue card; the whole title is the link, so each card has one tab stop. */
export function ServiceCard({
  service,
  headingLevel = 3,
}: {
  service: Service;
  headingLevel?: 2 | 3;
}) {
  const format = useServiceFormat();
  // One read for every card (shared cache entry); a failure reads as no estimate.
  const waits = usePublicWaits();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Name, category, summary and processing time are the catalogue's data, in the page's
  // language where the catalogue has its words (data/services/localize.ts).
  return (
    <article className="card card--linked service-card">
      <p className="service-card__category">{service.category}</p>
      <Heading className="service-card__title">
        <Link to={`/services/${service.id}`} className="card__link">
          {service.name}
        </Link>
      </Heading>
      <p className="service-card__summary">{service.summary}</p>
      <p className="service-card__meta">
        <span>{format.fee(service.fee)}</span>
        <span aria-hidden="true"> · </span>
        <span>{service.processingTime}</span>
      </p>
      <p className="service-card__wait">
        <WaitEstimate
          estimate={waits.isPending ? undefined : (waits.data?.[service.id] ?? { kind: 'none' })}
        />
      </p>
    </article>
  );
}
