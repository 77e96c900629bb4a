import { MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import { DELIVERY_OPTIONS } from '@centre/domain/licence-renewals';
import { LICENCE_RENEWAL_SERVICE_ID } from '@centre/domain/submissions';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { StaffPage } from '../../components/staff-page';
import { useService } from '../../data/services/get-service';
import { ApplicationFormPage } from '../../features/application-form/components/application-form-page';
import { getLiveApplicationFormEnvironment } from '../../features/application-form/live-environment';
import { StatusCheckPanel } from '../../features/application-status/components/status-check-panel';
import { formatFee } from '../../lib/format';
import './license-renewal.css';

const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** The documents the request asks for, in the form's order (LICENCE_RENEWAL_FIELDS' files). */
const DOCUMENTS = ['licenceCopy', 'identityDocument', 'photo'] as const;

/**
 * /license-renewal (docs/product.md §4.13): what the service is and who it is for, the documents,
 * the fee and processing time (the catalogue's licence-renewal service), how the licence comes
 * back, then the request form (the application form bound to the service: its requests go to
 * licenceRenewals) and the status check (#check-status).
 */
export default function LicenseRenewalPage() {
  const { t, i18n } = useTranslation('license-renewal');
  const { hash } = useLocation();
  const service = useService(LICENCE_RENEWAL_SERVICE_ID);
  const facts = service.data;

  // The router does not scroll to a fragment (the confirmation links to #check-status). The
  // facts and the form above it arrive after the first paint and move it down: it is scrolled to
  // once the facts are there, and again while the page above it grows, until the visitor
  // scrolls, types or clicks themselves.
  useEffect(() => {
    if (!hash || service.isPending) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const scroll = () => target.scrollIntoView?.({ block: 'start' });
    scroll();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    events.forEach((name) => window.addEventListener(name, stop, { once: true, passive: true }));
    const timer = setTimeout(stop, 5000);
    return () => {
      stop();
      clearTimeout(timer);
      events.forEach((name) => window.removeEventListener(name, stop));
    };
  }, [hash, service.isPending]);

  const pending = t('facts.loading');
  const unknown = t('facts.unknown');
  const fee = facts
    ? facts.fee === 0
      ? t('facts.free')
      : formatFee(facts.fee, i18n.language)
    : null;

  return (
    <StaffPage>
      <div className="licence-renewal">
        <p className="page__lead">{t('lead')}</p>

        <Section id="renewal-who-title" title={t('who.title')}>
          <p>{t('who.body')}</p>
          <p>{t('who.how')}</p>
        </Section>

        <Section id="renewal-documents-title" title={t('documents.title')}>
          <ItemList items={DOCUMENTS.map((document) => t(`documents.${document}`))} />
          <p className="field__helper">{t('documents.formats', { maxMb: MAX_MB })}</p>
        </Section>

        <Section id="renewal-fee-title" title={t('facts.title')}>
          <dl className="fact-cards licence-renewal__facts" aria-busy={service.isPending}>
            <div>
              <dt>{t('facts.fee')}</dt>
              <dd data-testid="licence-renewal-fee">
                {service.isPending ? pending : (fee ?? unknown)}
              </dd>
            </div>
            <div>
              <dt>{t('facts.processingTime')}</dt>
              <dd>{service.isPending ? pending : (facts?.processingTime ?? unknown)}</dd>
            </div>
          </dl>
          <p>{t('facts.payment')}</p>
        </Section>

        <Section id="renewal-delivery-title" title={t('delivery.title')}>
          <ItemList items={DELIVERY_OPTIONS.map((option) => t(`delivery.${option}`))} />
        </Section>

        <div className="licence-renewal__form">
          <ApplicationFormPage
            serviceId={LICENCE_RENEWAL_SERVICE_ID}
            environment={getLiveApplicationFormEnvironment()}
            embedded
          />
        </div>

        <StatusCheckPanel subject="licence_renewal" />
      </div>
    </StaffPage>
  );
}

/** A section of the page headed by its title (`id`: the heading's, which names the section). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="licence-renewal__section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A list of the page's items (documents, delivery options), in their order. */
function ItemList({ items }: { items: readonly string[] }) {
  return (
    <ul className="licence-renewal__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
