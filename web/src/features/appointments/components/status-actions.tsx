import { APPOINTMENT_TRANSITIONS, type AppointmentStatus } from '@centre/domain/bookings';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ButtonVariant } from '../../../components/button';
import { StatusTransitionActions } from '../../../components/status-transition-actions';
import { appointmentKeys } from '../../../data/appointments/keys';
import type { AppointmentRecord } from '../../../data/appointments/converter';
import { setAppointmentStatus } from '../api/set-appointment-status';
import { statusChangeErrorMessage } from '../utils/error-message';
import { STATUS_ACTION_LABELS, STATUS_LABELS } from '../utils/labels';
import { labelOf } from '../../../lib/format';

// The setAppointmentStatus callable's cap on the note (domain bookings schema).
const STATUS_NOTE_MAX = 500;

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
  const queryClient = useQueryClient();

  async function changeStatus(status: AppointmentStatus, note: string) {
    try {
      await setAppointmentStatus({ appointmentId: appointment.id, status, note });
    } catch (failure) {
      // Someone else may have moved it first: show the appointment as it is now.
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointment.id) });
      return statusChangeErrorMessage(failure);
    }
    toast.success(`Appointment ${labelOf(STATUS_LABELS, status).toLowerCase()}.`);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointment.id) }),
      queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
    ]);
    return null;
  }

  return (
    <StatusTransitionActions
      subject="appointment"
      nextStatuses={APPOINTMENT_TRANSITIONS[appointment.status]}
      actionLabels={STATUS_ACTION_LABELS}
      actionVariants={ACTION_VARIANTS}
      canManage={canManage}
      noteMax={STATUS_NOTE_MAX}
      onChange={changeStatus}
    />
  );
}
