import type { QueueBoard } from '@centre/domain/visits';
import { useStaffOptions, type StaffOption } from '../users/list-staff';

type BoardDesks = QueueBoard['desks'];

/**
 * The board's desks whose member of staff may work now: in the staff directory and available
 * (mayTakeWork). A desk stays open (desks/{uid}, and so the day's board) when an admin sets its
 * holder on leave or suspends them, since nothing closes it for them; the directory (active
 * staff only) then leaves them out. Without the directory (`staff` undefined: loading or not
 * readable) every desk shows, as the board has it.
 */
export function desksOnDuty(
  desks: BoardDesks,
  staff: readonly Pick<StaffOption, 'value' | 'available'>[] | undefined,
): BoardDesks {
  if (!staff) return desks;
  const onDuty = new Set(staff.filter((one) => one.available).map((one) => one.value));
  return Object.fromEntries(Object.entries(desks).filter(([uid]) => onDuty.has(uid)));
}

/** desksOnDuty with the staff directory (a query the assignee pickers share). */
export function useDesksOnDuty(desks: BoardDesks): BoardDesks {
  const staff = useStaffOptions();
  return desksOnDuty(desks, staff.data);
}
