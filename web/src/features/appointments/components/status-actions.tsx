import { COLLECTIONS } from '@centre/domain/collections';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_STATUS_NOTE_MAX,
  APPOINTMENT_TRANSITIONS,
  type AppointmentStatus,
} from '@centre/domain/bookings';
import type { ButtonVariant } from '../../../components/button';
import { ToastedStatusActions } from '../../../components/toasted-status-actions';
import type { AppointmentRecord } from '../../../data/appointments/converter';
import { useSetAppointmentStatus } from '../api/set-appointment-status';
import { statusChangeErrorMessage } from '../utils/error-message';
import { STATUS_ACTION_LABELS, statusLabel } from '../utils/labels';

const ACTION_VARIANTS: Partial<Record<AppointmentStatus, ButtonVariant>> = {
  confirmed: 'primary',
  checked_in: 'secondary',
  cancelled: 'danger',
  no_show: 'outline',
};

interface StatusActionsProps {
  appointment: AppointmentRecord;
  canManage: boolean;
}

/** Only the moves APPOINTMENT_TRANSITIONS allows, through the setAppointmentStatus callable. */
export function StatusActions({ appointment, canManage }: StatusActionsProps) {
  const { t } = useTranslation('appointments');
  const setStatus = useSetAppointmentStatus();

  // The mutation reads the appointment and the lists again once it settles, also after a refusal
  // (someone else may have moved it first).
  return (
    <ToastedStatusActions
      subject="appointment"
      record={`${COLLECTIONS.appointments}/${appointment.id}`}
      nextStatuses={APPOINTMENT_TRANSITIONS[appointment.status]}
      actionLabels={STATUS_ACTION_LABELS}
      actionVariants={ACTION_VARIANTS}
      canManage={canManage}
      noteMax={APPOINTMENT_STATUS_NOTE_MAX}
      change={(status, note) =>
        setStatus.mutateAsync({ appointmentId: appointment.id, status, note })
      }
      describeError={statusChangeErrorMessage}
      changedMessage={(status) =>
        t('detail.statusChanged', { status: statusLabel(status).toLowerCase() })
      }
    />
  );
}
