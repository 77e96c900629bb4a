import { APPOINTMENT_TRANSITIONS, type AppointmentStatus } from '@centre/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, type ButtonVariant } from '../../../components/button';
import { appointmentKeys } from '../api/query-keys';
import type { AppointmentRecord } from '../api/records';
import { setAppointmentStatus } from '../api/set-appointment-status';
import { statusChangeErrorMessage } from '../utils/error-message';
import { STATUS_ACTION_LABELS, STATUS_LABELS } from '../utils/labels';

export const STATUS_NOTE_MAX = 500;

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
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nextStatuses = APPOINTMENT_TRANSITIONS[appointment.status];

  const mutation = useMutation({
    mutationFn: (status: AppointmentStatus) =>
      setAppointmentStatus({ appointmentId: appointment.id, status, note: note.trim() }),
    onSuccess: (_result, status) => {
      setNote('');
      setError(null);
      toast.success(`Appointment ${STATUS_LABELS[status].toLowerCase()}.`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointment.id) }),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
      ]);
    },
    onError: async (failure) => {
      setError(statusChangeErrorMessage(failure));
      // Someone else may have moved it first: show the appointment as it is now.
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointment.id) });
    },
  });

  if (!canManage) {
    return <p className="appt-muted">You can view this appointment but not change it.</p>;
  }
  if (nextStatuses.length === 0) {
    return (
      <p className="appt-muted">This appointment is closed: its status cannot change any more.</p>
    );
  }
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-note`} className="field__label">
          Note with the change (optional)
        </label>
        <textarea
          id={`${id}-note`}
          className="field__input appt-textarea"
          maxLength={STATUS_NOTE_MAX}
          value={note}
          aria-describedby={`${id}-note-count`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${id}-note-count`} className="field__helper">
          {note.length} of {STATUS_NOTE_MAX} characters
        </p>
      </div>
      <div className="appt-actions" role="group" aria-label="Change status">
        {nextStatuses.map((status) => (
          <Button
            key={status}
            variant={ACTION_VARIANTS[status] ?? 'secondary'}
            loading={mutation.isPending && mutation.variables === status}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(status)}
          >
            {STATUS_ACTION_LABELS[status]}
          </Button>
        ))}
      </div>
      {error && (
        <p className="appt-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
