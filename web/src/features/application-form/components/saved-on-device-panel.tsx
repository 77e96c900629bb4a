import type { Service } from '@centre/domain/services';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import type { ApplicantValues } from '../lib/application-form-schema';

export const SAVED_MESSAGES = {
  title: 'Saved on this device',
  body: 'We could not reach our system just now, so your application has been saved on this device. It will be sent automatically when the connection is back.',
  bodyWithDocuments:
    'We could not upload your documents just now, so your application has been saved on this device together with them. They will be sent automatically when the connection is back: the documents first, then the application.',
  documentsWaiting: 'Documents waiting to be sent',
  keepOpen:
    'You can keep this page open: it will show your reference as soon as the application has been sent. If you close it, open this page again on this device and it will be sent then.',
  doNotClear: 'Do not clear this browser’s data until the application has been sent.',
} as const;

interface SavedOnDevicePanelProps {
  service: Service;
  applicant: ApplicantValues | null;
  /** Names of the application's documents not yet in Storage. */
  documentsWaiting: readonly string[];
  onStartAgain(): void;
}

/** Shown while the application waits in this device's queue; the page swaps it when sent. */
export function SavedOnDevicePanel({
  service,
  applicant,
  documentsWaiting,
  onStartAgain,
}: SavedOnDevicePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="application-outcome" aria-labelledby="application-saved-title">
      <div className="saved-panel">
        <h1 id="application-saved-title" ref={headingRef} tabIndex={-1}>
          {SAVED_MESSAGES.title}
        </h1>
        <p>
          {documentsWaiting.length > 0 ? SAVED_MESSAGES.bodyWithDocuments : SAVED_MESSAGES.body}
        </p>
      </div>
      {applicant && (
        <dl className="saved-summary">
          <dt>Service</dt>
          <dd>{service.name}</dd>
          <dt>Name</dt>
          <dd>
            {applicant.firstName} {applicant.lastName}
          </dd>
          <dt>Email</dt>
          <dd>{applicant.email}</dd>
          <dt>Phone</dt>
          <dd>{applicant.phone}</dd>
          {documentsWaiting.length > 0 && (
            <>
              <dt>{SAVED_MESSAGES.documentsWaiting}</dt>
              <dd>
                <ul className="saved-summary__documents">
                  {documentsWaiting.map((name, index) => (
                    <li key={`${index}-${name}`}>{name}</li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      )}
      <p>{SAVED_MESSAGES.keepOpen}</p>
      <p>{SAVED_MESSAGES.doNotClear}</p>
      <Button variant="outline" onClick={onStartAgain}>
        Start another application
      </Button>
    </section>
  );
}
