import type { Service } from '@centre/domain/services';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RichText } from '../../../components/rich-text';
import { useBookingSettings } from '../hooks/use-booking-queries';
import { buildIcs, icsDataUrl } from '../lib/ics';
import { AppointmentTimeFacts } from './appointment-time';
import { SuccessPage } from '../../../components/success-page';

export interface ConfirmedAppointment {
  appointmentId: string;
  reference: string;
  service: Pick<Service, 'id' | 'name' | 'requiredDocuments'>;
  date: string;
  start: string;
  end: string;
}

export function appointmentPath(appointmentId: string): string {
  return `/appointment/${encodeURIComponent(appointmentId)}`;
}

/** The booking's answer: reference, time, what to bring, its page and a calendar file. */
export function AppointmentConfirmation({
  appointment,
  location,
}: {
  appointment: ConfirmedAppointment;
  location: string;
}) {
  const { t } = useTranslation('booking');
  const settings = useBookingSettings();
  const path = appointmentPath(appointment.appointmentId);

  // The calendar entry is written in the language the page is in when it is downloaded.
  const ics = useMemo(() => {
    const pageUrl = `${window.location.origin}${path}`;
    return buildIcs(
      {
        uid: `${appointment.appointmentId}@jamii-service-centre`,
        date: appointment.date,
        start: appointment.start,
        end: appointment.end,
        summary: t('confirmation.icsSummary', { service: appointment.service.name }),
        location,
        description: t('confirmation.icsDescription', {
          reference: appointment.reference,
          url: pageUrl,
        }),
        url: pageUrl,
      },
      settings,
    );
  }, [appointment, location, path, settings, t]);

  return (
    <SuccessPage
      className="page booking-page"
      title={t('confirmation.title')}
      notice={
        <RichText
          text={t('confirmation.reference', { reference: appointment.reference })}
          components={{
            ref: <strong data-testid="appointment-reference" className="booking-reference" />,
          }}
        />
      }
    >
      <dl className="booking-facts card">
        <div>
          <dt>{t('confirmation.service')}</dt>
          <dd>{appointment.service.name}</dd>
        </div>
        <AppointmentTimeFacts {...appointment} />
        <div>
          <dt>{t('confirmation.where')}</dt>
          <dd>{location}</dd>
        </div>
      </dl>

      <section aria-labelledby="bring-title" className="booking-section">
        <h2 id="bring-title">{t('confirmation.whatToBring')}</h2>
        {appointment.service.requiredDocuments.length > 0 ? (
          <ul>
            {appointment.service.requiredDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
        ) : (
          <p>{t('confirmation.bringId')}</p>
        )}
      </section>

      <div className="booking-actions">
        <a
          className="btn btn--outline btn--md"
          href={icsDataUrl(ics)}
          download={`appointment-${appointment.reference}.ics`}
        >
          {t('confirmation.addToCalendar')}
        </a>
        <Link className="btn btn--primary btn--md" to={path}>
          {t('confirmation.viewOrChange')}
        </Link>
      </div>
      <p className="field__helper">{t('confirmation.saveLink')}</p>
    </SuccessPage>
  );
}
