import type { Service } from '@centre/domain/services';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { ApplicantValues } from '../lib/application-form-values';

interface SavedOnDevicePanelProps {
  service: Service;
  applicant: ApplicantValues | null;
  /** Names of the application's documents not yet in Storage. */
  documentsWaiting: readonly string[];
  /** 2 when the form is part of a page with its own `<h1>`. */
  headingLevel?: 1 | 2;
  onStartAgain(): void;
}

/**
 * Shown while the application waits in this device's queue, not yet sent and without a
 * reference; its heading takes the focus, so a screen reader says so. The page swaps it for the
 * confirmation once sent.
 */
export function SavedOnDevicePanel({
  service,
  applicant,
  documentsWaiting,
  headingLevel = 1,
  onStartAgain,
}: SavedOnDevicePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('application-form');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="application-outcome" aria-labelledby="application-saved-title">
      <div className="saved-panel">
        <Heading id="application-saved-title" ref={headingRef} tabIndex={-1}>
          {t('saved.title')}
        </Heading>
        <p>
          <strong>{t('saved.notSentYet')}</strong>
        </p>
        <p>{documentsWaiting.length > 0 ? t('saved.bodyWithDocuments') : t('saved.body')}</p>
      </div>
      {applicant && (
        <dl className="saved-summary">
          <dt>{t('saved.service')}</dt>
          <dd>{service.name}</dd>
          <dt>{t('saved.name')}</dt>
          <dd>
            {applicant.firstName} {applicant.lastName}
          </dd>
          <dt>{t('saved.email')}</dt>
          <dd>{applicant.email}</dd>
          <dt>{t('saved.phone')}</dt>
          <dd>{applicant.phone}</dd>
          {documentsWaiting.length > 0 && (
            <>
              <dt>{t('saved.documentsWaiting')}</dt>
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
      <p>{t('saved.keepOpen')}</p>
      <p>{t('saved.doNotClear')}</p>
      <Button variant="outline" onClick={onStartAgain}>
        {t('saved.startAgain')}
      </Button>
    </section>
  );
}
