import { formatLongDate } from '../lib/format';
import type { ChosenSlot } from './slot-chooser';

/** The Date and Time rows of an appointment's facts list (a <dl>). */
export function AppointmentTimeFacts({ date, start, end }: ChosenSlot) {
  return (
    <>
      <div>
        <dt>Date</dt>
        <dd>{formatLongDate(date)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>
          {start} to {end}
        </dd>
      </div>
    </>
  );
}

/** "Wednesday 8 July 2026 at 09:30", the day and time in bold. */
export function ChosenTime({ slot }: { slot: ChosenSlot }) {
  return (
    <>
      <strong>{formatLongDate(slot.date)}</strong> at <strong>{slot.start}</strong>
    </>
  );
}
