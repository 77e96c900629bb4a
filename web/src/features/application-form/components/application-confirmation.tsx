import type { Service } from '@centre/domain/services';
import { submissionCollection } from '@centre/domain/submissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RichText } from '../../../components/rich-text';
import { applicationFormKeys } from '../api/query-keys';
import type { ApplicationFormEnvironment } from '../lib/application-form-environment';

/** Working days within which staff look at a new application (shown to the applicant). */
export const REVIEW_WITHIN_WORKING_DAYS = 5;

interface ApplicationConfirmationProps {
  service: Service;
  clientRequestId: string;
  environment: ApplicationFormEnvironment;
  /** 2 when the form is part of a page with its own `<h1>`. */
  headingLevel?: 1 | 2;
  /** Starts a new application for the same service. */
  onStartAgain(): void;
}

/** Where a licence renewal's reference is checked (the /license-renewal page's panel). */
export const LICENCE_RENEWAL_STATUS_PATH = '/license-renewal#check-status';

/** GOV.UK confirmation: the reference in a panel, then what happens next. */
export function ApplicationConfirmation({
  service,
  clientRequestId,
  environment,
  headingLevel = 1,
  onStartAgain,
}: ApplicationConfirmationProps) {
  const { t } = useTranslation('application-form');
  const collection = submissionCollection(service.id);
  const isRenewal = collection === 'licenceRenewals';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The reference is assigned by a trigger moments after the write: ask a few times quickly,
  // then, saying it is late, slower for a while longer.
  const receipt = useQuery({
    queryKey: applicationFormKeys.receipt(clientRequestId),
    queryFn: () => environment.getReceipt(clientRequestId, collection),
    retry: false,
    refetchOnWindowFocus: false,
    // Every answer renders again, even one equal to the last (no reference yet): the count of
    // answers decides when the page says the reference is late.
    notifyOnChangeProps: 'all',
    refetchInterval: (query) => {
      const { data, dataUpdateCount, errorUpdateCount } = query.state;
      if (data?.reference) return false;
      const asked = dataUpdateCount + errorUpdateCount;
      if (asked < environment.receiptPollAttempts) return environment.receiptPollMs;
      return asked < environment.receiptPollAttempts + environment.receiptSlowPollAttempts
        ? environment.receiptSlowPollMs
        : false;
    },
  });
  const reference = receipt.data?.reference ?? null;
  const state = queryClient.getQueryState(applicationFormKeys.receipt(clientRequestId));
  const tries = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  const late = !reference && tries >= environment.receiptPollAttempts;

  return (
    <section className="application-outcome" aria-labelledby="application-outcome-title">
      <div className="confirmation-panel">
        <Heading
          id="application-outcome-title"
          ref={headingRef}
          tabIndex={-1}
          className="confirmation-panel__title"
        >
          {isRenewal ? t('confirmation.renewal.title') : t('confirmation.title')}
        </Heading>
        <p className="confirmation-panel__body">{t('confirmation.referenceNumber')}</p>
        {reference ? (
          <p className="confirmation-panel__reference">
            <strong data-testid="application-reference">{reference}</strong>
          </p>
        ) : (
          <p className="confirmation-panel__pending" role="status">
            {late ? t('confirmation.referenceLate') : t('confirmation.referencePending')}
          </p>
        )}
      </div>

      {isRenewal ? (
        <RenewalNextSteps Subheading={Subheading} />
      ) : (
        <>
          <p>
            <RichText
              text={t('confirmation.received', { service: service.name })}
              components={{ strong: <strong /> }}
            />
          </p>

          <Subheading>{t('confirmation.nextTitle')}</Subheading>
          <ul className="application-outcome__list">
            <li>
              {t('confirmation.review', {
                count: REVIEW_WITHIN_WORKING_DAYS,
                time: service.processingTime,
              })}
            </li>
            <li>{t('confirmation.contact')}</li>
            <li>
              <RichText
                text={t('confirmation.keepReference')}
                components={{ status: <Link to="/services#check-status" /> }}
              />
            </li>
          </ul>
        </>
      )}

      {service.bookable && !isRenewal && (
        <>
          <Subheading>{t('confirmation.bookTitle')}</Subheading>
          <p>
            <RichText
              text={t('confirmation.book')}
              components={{
                book: <Link to={`/book-appointment?serviceId=${encodeURIComponent(service.id)}`} />,
              }}
            />
          </p>
        </>
      )}

      <p>
        <button type="button" className="link-button" onClick={onStartAgain}>
          {t('confirmation.startAgain')}
        </button>
      </p>
    </section>
  );
}

/** What happens to a licence renewal request once sent (docs/product.md §4.13). */
function RenewalNextSteps({ Subheading }: { Subheading: 'h2' | 'h3' }) {
  const { t } = useTranslation('application-form');
  return (
    <>
      <p>
        <RichText text={t('confirmation.renewal.received')} components={{ strong: <strong /> }} />
      </p>
      <Subheading>{t('confirmation.nextTitle')}</Subheading>
      <ul className="application-outcome__list">
        <li>{t('confirmation.renewal.check')}</li>
        <li>{t('confirmation.renewal.authority')}</li>
        <li>{t('confirmation.renewal.ready')}</li>
        <li>
          <RichText
            text={t('confirmation.renewal.keepReference')}
            components={{ status: <Link to={LICENCE_RENEWAL_STATUS_PATH} /> }}
          />
        </li>
      </ul>
    </>
  );
}
