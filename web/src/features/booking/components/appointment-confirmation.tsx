import type { Service } from '@centre/domain/services';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useBookingSettings } from '../hooks/use-booking-queries';
import { buildIcs, icsDataUrl } from '../lib/ics';
import { AppointmentTimeFacts } from './appointment-time';

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
  const settings = useBookingSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  const path = appointmentPath(appointment.appointmentId);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const ics = useMemo(() => {
    const pageUrl = `${window.location.origin}${path}`;
    return buildIcs(
      {
        uid: `${appointment.appointmentId}@jamii-service-centre`,
        date: appointment.date,
        start: appointment.start,
        end: appointment.end,
        summary: `${appointment.service.name} appointment`,
        location,
        description: `Reference: ${appointment.reference}\nView or change your appointment: ${pageUrl}`,
        url: pageUrl,
      },
      settings,
    );
  }, [appointment, location, path, settings]);

  return (
    <section className="page booking-page" aria-labelledby="page-title">
      <div aria-live="polite">
        <h1 id="page-title" className="page__title" tabIndex={-1} ref={heading}>
          Appointment booked
        </h1>
        <p className="notice notice--success">
          Your reference is{' '}
          <strong data-testid="appointment-reference" className="booking-reference">
            {appointment.reference}
          </strong>
          . Keep it: the front desk asks for it when you arrive.
        </p>
      </div>
      <dl className="booking-facts card">
        <div>
          <dt>Service</dt>
          <dd>{appointment.service.name}</dd>
        </div>
        <AppointmentTimeFacts {...appointment} />
        <div>
          <dt>Where</dt>
          <dd>{location}</dd>
        </div>
      </dl>

      <section aria-labelledby="bring-title" className="booking-section">
        <h2 id="bring-title">What to bring</h2>
        {appointment.service.requiredDocuments.length > 0 ? (
          <ul>
            {appointment.service.requiredDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
        ) : (
          <p>Bring a photo ID.</p>
        )}
      </section>

      <div className="booking-actions">
        <a
          className="btn btn--outline btn--md"
          href={icsDataUrl(ics)}
          download={`appointment-${appointment.reference}.ics`}
        >
          Add to calendar (.ics)
        </a>
        <Link className="btn btn--primary btn--md" to={path}>
          View or change your appointment
        </Link>
      </div>
      <p className="field__helper">
        Save the link to your appointment page: it is the only way to change or cancel online.
      </p>
    </section>
  );
}
