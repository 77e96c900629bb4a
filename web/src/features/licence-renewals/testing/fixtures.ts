import type { CurrentStaff } from '../../../data/users/session-user';
import { staffUser } from '../../../test/fixtures';

export { aRenewal } from '../../../data/licence-renewals/testing';

/** A member of staff as the pages take them (the session user): a manager; overrides on top. */
export function aStaffMember(overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  return staffUser({
    uid: 'manager-1',
    displayName: 'Amina Otieno',
    role: 'manager',
    ...overrides,
  });
}
