import { STORAGE_LIMITS } from '@centre/domain/constants';
import { serviceApplicationPath } from '@centre/domain/submissions';
import type { Service } from '@centre/domain/services';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BreadcrumbTrail } from '../../../components/breadcrumb-trail';
import { Button } from '../../../components/button';
import { NotFoundSection, PublicRecordPage } from '../../../components/public-record-page';
import { FactList } from '../../../components/fact-list';
import { WaitEstimate } from '../../../components/wait-estimate';
import { usePublicWaits } from '../../../data/queue/public-waits';
import { useService } from '../../../data/services/get-service';
import { useServiceFormat } from '../utils/format-fee';
import '../services.css';

// The largest document the form takes (domain applications.ts MAX_DOCUMENT_BYTES is this limit).
const MAX_MB = STORAGE_LIMITS.maxUploadBytes / (1024 * 1024);

export function ServiceDetail({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation('services');
  return (
    <PublicRecordPage
      query={useService(serviceId)}
      labels={{
        loading: t('detail.loading'),
        loadFailedTitle: t('detail.loadFailedTitle'),
        loadFailed: t('detail.loadFailed'),
        tryAgain: t('detail.tryAgain'),
      }}
      notFound={<ServiceNotFound />}
    >
      {(service) => <ServiceDetailView service={service} />}
    </PublicRecordPage>
  );
}

export function ServiceNotFound() {
  const { t } = useTranslation('services');
  return (
    <NotFoundSection
      title={t('detail.notFoundTitle')}
      lead={t('detail.notFoundLead')}
      to="/services"
      linkLabel={t('detail.seeAll')}
    />
  );
}

/** The service's own words (name, summary, description, documents) are the catalogue's data. */
export function ServiceDetailView({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  const format = useServiceFormat();
  const waits = usePublicWaits();
  const canApply = service.applicationFields.length > 0;
  return (
    <article className="service-detail" aria-labelledby="page-title">
      <BreadcrumbTrail
        label={t('detail.breadcrumb')}
        parentTo="/services"
        parentLabel={t('detail.services')}
        current={service.name}
      />
      <p className="page__eyebrow">{service.category}</p>
      <h1 id="page-title" className="page__title">
        {service.name}
      </h1>
      <p className="page__lead">{service.summary}</p>

      <FactList
        className="fact-cards service-facts"
        facts={[
          { term: t('detail.fee'), value: format.fee(service.fee) },
          { term: t('detail.processingTime'), value: service.processingTime },
          { term: t('detail.duration'), value: format.duration(service.durationMinutes) },
          {
            term: t('detail.waitNow'),
            value: (
              <WaitEstimate
                label={false}
                estimate={
                  waits.isPending ? undefined : (waits.data?.[service.id] ?? { kind: 'none' })
                }
              />
            ),
          },
        ]}
      />

      {(canApply || service.bookable) && (
        <div className="service-detail__actions">
          {canApply && (
            <Button to={serviceApplicationPath(service.id)} size="lg">
              {t('detail.apply')}
            </Button>
          )}
          {service.bookable && (
            <Button
              to={`/book-appointment?service=${encodeURIComponent(service.id)}`}
              size="lg"
              variant={canApply ? 'outline' : 'primary'}
            >
              {t('detail.book')}
            </Button>
          )}
        </div>
      )}

      <section aria-labelledby="about-service-title" className="service-detail__section">
        <h2 id="about-service-title">{t('detail.aboutTitle')}</h2>
        <p>{service.description}</p>
      </section>

      <section aria-labelledby="documents-title" className="service-detail__section">
        <h2 id="documents-title">{t('detail.documentsTitle')}</h2>
        {service.requiredDocuments.length > 0 ? (
          <ul className="documents-list">
            {service.requiredDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
        ) : (
          <p>{t('detail.noDocuments')}</p>
        )}
        {canApply && <p className="field__helper">{t('detail.uploadHint', { maxMb: MAX_MB })}</p>}
      </section>

      <p className="service-detail__back">
        <Link to="/services">{t('detail.back')}</Link>
      </p>
    </article>
  );
}
