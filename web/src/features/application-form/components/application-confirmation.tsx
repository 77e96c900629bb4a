import type { Service } from '@centre/domain/services';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { applicationFormKeys } from '../api/query-keys';
import type { ApplicationFormEnvironment } from '../lib/application-form-environment';

export const CONFIRMATION_MESSAGES = {
  title: 'Application submitted',
  referencePending: 'Your reference will appear here in a moment',
  referenceLate:
    'Your reference is taking longer than usual. It will be on the message we send you; you can also ask us at the centre with your name and date of birth.',
} as const;

/** Working days within which staff look at a new application (shown to the applicant). */
export const REVIEW_WITHIN_WORKING_DAYS = 5;

interface ApplicationConfirmationProps {
  service: Service;
  clientRequestId: string;
  environment: ApplicationFormEnvironment;
  /** Starts a new application for the same service. */
  onStartAgain(): void;
}

/** GOV.UK confirmation: the reference in a panel, then what happens next. */
export function ApplicationConfirmation({
  service,
  clientRequestId,
  environment,
  onStartAgain,
}: ApplicationConfirmationProps) {
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The reference is assigned by a trigger moments after the write: ask a few times.
  const receipt = useQuery({
    queryKey: applicationFormKeys.receipt(clientRequestId),
    queryFn: () => environment.getReceipt(clientRequestId),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const { data, dataUpdateCount, errorUpdateCount } = query.state;
      if (data?.reference) return false;
      return dataUpdateCount + errorUpdateCount < environment.receiptPollAttempts
        ? environment.receiptPollMs
        : false;
    },
  });
  const reference = receipt.data?.reference ?? null;
  const state = queryClient.getQueryState(applicationFormKeys.receipt(clientRequestId));
  const tries = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  const gaveUp = !reference && !receipt.isFetching && tries >= environment.receiptPollAttempts;

  return (
    <section className="application-outcome" aria-labelledby="application-outcome-title">
      <div className="confirmation-panel">
        <h1
          id="application-outcome-title"
          ref={headingRef}
          tabIndex={-1}
          className="confirmation-panel__title"
        >
          {CONFIRMATION_MESSAGES.title}
        </h1>
        <p className="confirmation-panel__body">Your reference number</p>
        {reference ? (
          <p className="confirmation-panel__reference">
            <strong data-testid="application-reference">{reference}</strong>
          </p>
        ) : (
          <p className="confirmation-panel__pending" role="status">
            {gaveUp ? CONFIRMATION_MESSAGES.referenceLate : CONFIRMATION_MESSAGES.referencePending}
          </p>
        )}
      </div>

      <p>
        We have received your application for <strong>{service.name}</strong>.
      </p>

      <h2>What happens next</h2>
      <ul className="application-outcome__list">
        <li>
          We will review your application within {REVIEW_WITHIN_WORKING_DAYS} working days. The
          usual processing time for this service is {service.processingTime}.
        </li>
        <li>
          We may contact you by phone or email if we need more information or another document.
        </li>
        <li>
          Keep your reference. With your date of birth it lets you{' '}
          <Link to="/services#check-status">check the status of your application</Link> at any time.
        </li>
      </ul>

      {service.bookable && (
        <>
          <h2>Book an appointment</h2>
          <p>
            If you need to bring original documents or would like help, you can{' '}
            <Link to={`/book-appointment?serviceId=${encodeURIComponent(service.id)}`}>
              book an appointment at the centre
            </Link>
            .
          </p>
        </>
      )}

      <p>
        <button type="button" className="link-button" onClick={onStartAgain}>
          Start another application for this service
        </button>
      </p>
    </section>
  );
}
