import type { AppointmentRecord } from '@centre/domain/bookings';
import type { VisitorMatch } from '@centre/domain/visits';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { useServiceName } from '../../../data/services/service-name';
import { useBookerMatches } from '../api/find-visitors';
import { checkInErrorMessage } from '../lib/error-message';
import { DeskStepHead } from './desk-step';
import { VisitorMatchList } from './visitor-match-list';

/**
 * Before an appointment is checked in: the visitors whose phone or name matches the booking,
 * masked, so the receptionist picks "this is them" (the visit joins their record) or "new
 * visitor" (a record made from the booking).
 */
export function BookerChoice({
  appointment,
  busy,
  failure,
  onChoose,
  onNew,
  onBack,
}: {
  appointment: AppointmentRecord;
  busy: boolean;
  failure: string | null;
  onChoose: (match: VisitorMatch) => void;
  onNew: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('visitor-registration');
  const matches = useBookerMatches(appointment);
  const serviceName = useServiceName();
  const found = matches.data ?? [];
  return (
    <section className="panel front-desk__search" aria-labelledby="booker-title">
      <DeskStepHead
        titleId="booker-title"
        title={t('booker.title', { name: appointment.name })}
        leaveLabel={t('booker.back')}
        onLeave={onBack}
        leaveDisabled={busy}
        focusableTitle
      />
      <p className="text-muted">
        {appointment.start} · {appointment.reference} ·{' '}
        {serviceName(appointment.serviceId, appointment.serviceName)}
      </p>
      <div className="front-desk__results" aria-live="polite">
        {matches.isPending && <Spinner label={t('booker.searching')} />}
        {matches.isError && (
          <p className="text-error" role="alert">
            {checkInErrorMessage(matches.error)}
          </p>
        )}
        {matches.isSuccess && found.length === 0 && (
          <p className="text-muted">{t('booker.none')}</p>
        )}
        {found.length > 0 && (
          <>
            <p>{t('booker.help')}</p>
            <VisitorMatchList
              matches={found}
              label={t('booker.matches')}
              onChoose={onChoose}
              disabled={busy}
            />
          </>
        )}
      </div>
      <FormAlert message={failure} />
      <Button variant="outline" onClick={onNew} loading={busy} disabled={matches.isPending}>
        {t('booker.newVisitor')}
      </Button>
    </section>
  );
}
