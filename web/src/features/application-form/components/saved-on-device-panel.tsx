import type { Service } from '@centre/domain/services';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import type { ApplicantValues } from '../lib/application-form-schema';

export const SAVED_MESSAGES = {
  title: 'Saved on this device',
  body: 'We could not reach our system just now, so your application has been saved on this device. It will be sent automatically when the connection is back.',
  keepOpen:
    'You can keep this page open: it will show your reference as soon as the application has been sent. If you close it, open this page again on this device and it will be sent then.',
  doNotClear: 'Do not clear this browser’s data until the application has been sent.',
} as const;

interface SavedOnDevicePanelProps {
  service: Service;
  applicant: ApplicantValues | null;
  onStartAgain(): void;
}

/** Shown while the application waits in this device's queue; the page swaps it when sent. */
export function SavedOnDevicePanel({ service, applicant, onStartAgain }: SavedOnDevicePanelProps) {
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
        <p>{SAVED_MESSAGES.body}</p>
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
