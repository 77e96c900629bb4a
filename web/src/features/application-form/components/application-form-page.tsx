import type { Service } from '@centre/domain/services';
import type { LocalizedService } from '@centre/domain/service-texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { RequiredFieldsNote } from '../../../components/required-fields-note';
import { serviceFromCatalogue, useServiceSelect } from '../../../data/services/get-service';
import { serviceKeys } from '../../../data/services/keys';
import { Spinner } from '../../../components/spinner';
import { currentLanguage } from '../../../lib/i18n';
import { usePendingApplication } from '../hooks/use-pending-count';
import { useSyncTriggers } from '../hooks/use-sync-triggers';
import type { ApplicationFormEnvironment } from '../lib/application-form-environment';
import {
  emptyFormValues,
  mergeDraftValues,
  type ApplicantValues,
  type ApplicationFormValues,
} from '../lib/application-form-values';
import { clearDraft, loadDraft } from '../lib/form-drafts';
import { getPendingApplication } from '../lib/pending-applications';
import { ApplicationConfirmation } from './application-confirmation';
import { ApplicationForm } from './application-form';
import { PendingApplicationsBanner } from './pending-applications-banner';
import { SavedOnDevicePanel } from './saved-on-device-panel';
import '../application-form.css';
import { PageSection } from '../../../components/page-section';

type View =
  | { kind: 'loading' }
  | { kind: 'form'; clientRequestId: string; values: ApplicationFormValues }
  | { kind: 'saved'; clientRequestId: string; applicant: ApplicantValues | null }
  | { kind: 'submitted'; clientRequestId: string };

function newClientRequestId(): string {
  return crypto.randomUUID();
}

interface ApplicationFormPageProps {
  serviceId: string;
  environment: ApplicationFormEnvironment;
  /**
   * Part of a page that has its own `<h1>` (/license-renewal): the form's headings are `<h2>`
   * and there is no link back to the service's page.
   */
  embedded?: boolean;
}

/** The id of the form's heading: the page title, or the section's when embedded. */
const EMBEDDED_TITLE_ID = 'application-form-title';

/** A state of the page (loading failed, not found): the page's title, or a section's. */
function FormSection({
  embedded,
  title,
  children,
}: {
  embedded: boolean;
  title: ReactNode;
  children: ReactNode;
}) {
  if (!embedded) {
    return (
      <PageSection className="page application-page" title={title}>
        {children}
      </PageSection>
    );
  }
  return (
    <section className="application-page" aria-labelledby={EMBEDDED_TITLE_ID}>
      <h2 id={EMBEDDED_TITLE_ID}>{title}</h2>
      {children}
    </section>
  );
}

/** /service-application/{serviceId}: the form, then the confirmation or "saved on this device". */
export function ApplicationFormPage({
  serviceId,
  environment,
  embedded = false,
}: ApplicationFormPageProps) {
  const { t } = useTranslation('application-form');
  useSyncTriggers(environment);
  const queryClient = useQueryClient();
  const serviceQuery = useQuery({
    // The one cache entry of a service (its page reads the same): the live environment loads it
    // with the same read, getService.
    queryKey: serviceKeys.detail(serviceId),
    queryFn: () => environment.loadService(serviceId),
    // From the catalogue when it is at hand: a pre-rendered page (its heading is in the HTML) or a
    // visitor coming from the services list sees the page at once.
    ...serviceFromCatalogue(queryClient, serviceId),
    // In the page's language (the catalogue's Kiswahili words where it has them).
    select: useServiceSelect(),
  });

  if (serviceQuery.isPending) {
    return (
      <section className={embedded ? 'application-page' : 'page application-page'}>
        <Spinner label={t('page.loading')} />
      </section>
    );
  }
  if (serviceQuery.isError) {
    return (
      <FormSection embedded={embedded} title={t('page.loadFailedTitle')}>
        <p className="page__lead">{t('page.loadFailed')}</p>
        <Button onClick={() => void serviceQuery.refetch()}>{t('page.tryAgain')}</Button>
      </FormSection>
    );
  }
  const service = serviceQuery.data;
  if (!service || !service.active) {
    return (
      <FormSection embedded={embedded} title={t('page.notFoundTitle')}>
        <p className="page__lead">{t('page.notFound')}</p>
        <Button to="/services">{t('page.seeAll')}</Button>
      </FormSection>
    );
  }
  if (service.applicationFields.length === 0) {
    return (
      <FormSection embedded={embedded} title={t('page.inPersonTitle')}>
        <p className="page__lead">{t('page.inPerson')}</p>
        <p>
          <strong>{service.name}</strong>: {service.summary}
        </p>
        <div className="application-page__actions">
          {service.bookable && (
            <Button to={`/book-appointment?serviceId=${encodeURIComponent(service.id)}`}>
              {t('page.book')}
            </Button>
          )}
          <Button variant="outline" to={`/services/${encodeURIComponent(service.id)}`}>
            {t('page.aboutService')}
          </Button>
        </div>
      </FormSection>
    );
  }
  return (
    <ApplicationFlow
      key={service.id}
      service={service}
      environment={environment}
      embedded={embedded}
    />
  );
}

function ApplicationFlow({
  service,
  environment,
  embedded,
}: {
  /** in the page's language (data/services/localize.ts) */
  service: LocalizedService<Service>;
  environment: ApplicationFormEnvironment;
  embedded: boolean;
}) {
  const { t } = useTranslation('application-form');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [submittingId, setSubmittingId] = useState<string | null>(null);

  // A draft brings back what was typed; a draft whose application waits in the queue brings
  // back the "saved on this device" panel instead of a form that would send it twice.
  useEffect(() => {
    let active = true;
    const fields = service.applicationFields;
    (async () => {
      const draft = await loadDraft(service.id).catch(() => undefined);
      if (!draft)
        return {
          kind: 'form',
          clientRequestId: newClientRequestId(),
          values: emptyFormValues(fields, currentLanguage()),
        } as const;
      const waiting = await getPendingApplication(draft.clientRequestId).catch(() => undefined);
      if (waiting) {
        return {
          kind: 'saved',
          clientRequestId: draft.clientRequestId,
          applicant: draft.values.applicant,
        } as const;
      }
      return {
        kind: 'form',
        clientRequestId: draft.clientRequestId,
        values: mergeDraftValues(fields, draft.values),
      } as const;
    })().then((next) => {
      // A transition: React renders the form (dozens of fields) in slices between the
      // visitor's input, not in one task (226 ms at 4x CPU on a phone's first visit).
      if (active) startTransition(() => setView(next));
    });
    return () => {
      active = false;
    };
  }, [service]);

  const trackedId = view.kind === 'saved' ? view.clientRequestId : '';
  const tracked = usePendingApplication(trackedId);
  const stillWaiting = tracked?.waiting;

  const startAgain = () => {
    void clearDraft(service.id).catch(() => undefined);
    setView({
      kind: 'form',
      clientRequestId: newClientRequestId(),
      values: emptyFormValues(service.applicationFields, currentLanguage()),
    });
  };

  const titleId = embedded ? EMBEDDED_TITLE_ID : 'page-title';
  // The page's heading and what it asks for, shown while the draft is read too: a pre-rendered
  // page has them in its HTML, and the form takes the space kept for it below.
  const introduction = (
    <>
      {embedded ? (
        <h2 id={titleId}>{t('page.embeddedTitle')}</h2>
      ) : (
        <>
          <h1 id={titleId} className="page__title">
            {t('page.title', { service: service.name })}
          </h1>
          <p className="page__lead">{service.summary}</p>
        </>
      )}
      <RequiredFieldsNote className="application-page__hint" text={t('page.hint')} />
    </>
  );

  let content;
  if (view.kind === 'loading') {
    content = (
      <>
        {introduction}
        <div className="application-page__pending">
          <Spinner label={t('page.loading')} />
        </div>
      </>
    );
  } else if (view.kind === 'submitted' || (view.kind === 'saved' && stillWaiting === false)) {
    // A saved application that has left the queue was delivered (by this page or a sync).
    content = (
      <ApplicationConfirmation
        service={service}
        clientRequestId={view.clientRequestId}
        environment={environment}
        headingLevel={embedded ? 2 : 1}
        onStartAgain={startAgain}
      />
    );
  } else if (view.kind === 'saved') {
    content = (
      <SavedOnDevicePanel
        service={service}
        headingLevel={embedded ? 2 : 1}
        applicant={view.applicant}
        documentsWaiting={tracked?.documentsWaiting ?? []}
        onStartAgain={startAgain}
      />
    );
  } else {
    content = (
      <>
        {introduction}
        <ApplicationForm
          service={service}
          clientRequestId={view.clientRequestId}
          initialValues={view.values}
          environment={environment}
          onSubmitting={setSubmittingId}
          onSubmitted={(outcome, values) =>
            setView(
              outcome === 'submitted'
                ? { kind: 'submitted', clientRequestId: view.clientRequestId }
                : {
                    kind: 'saved',
                    clientRequestId: view.clientRequestId,
                    applicant: values.applicant,
                  },
            )
          }
        />
      </>
    );
  }

  return (
    <section
      className={embedded ? 'application-page' : 'page application-page'}
      aria-labelledby={view.kind === 'form' || view.kind === 'loading' ? titleId : undefined}
    >
      <PendingApplicationsBanner excludeId={submittingId} />
      {content}
      {view.kind !== 'form' && !embedded && (
        <p className="application-page__back">
          <Link to={`/services/${encodeURIComponent(service.id)}`}>
            {t('page.back', { service: service.name })}
          </Link>
        </p>
      )}
    </section>
  );
}
