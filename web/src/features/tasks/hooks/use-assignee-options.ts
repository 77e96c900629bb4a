import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffOptions } from '../../../data/users/list-staff';
import type { CurrentStaff } from '../../../data/users/session-user';

/**
 * Who a task may be given to, as picker options: the signed-in user first ("Me"), then the
 * staff directory (docs/product.md §7: active admins, managers and agents). Staff the rules do
 * not let list colleagues (a receptionist) can still give a task to themselves; the server
 * decides who may hold one (createTask, reassignTask).
 */
export function useAssigneeOptions(currentUser: CurrentStaff) {
  const { t } = useTranslation('tasks');
  const staff = useStaffOptions();
  const options = useMemo(
    () => [
      {
        value: currentUser.uid,
        label: t('create.me', { name: currentUser.displayName || currentUser.uid }),
      },
      ...(staff.data ?? [])
        // Only those who may hold a task now: createTask refuses anyone else.
        .filter((option) => option.value !== currentUser.uid && option.available)
        .map(({ value, label }) => ({ value, label })),
    ],
    [staff.data, currentUser.uid, currentUser.displayName, t],
  );
  return { options, isPending: staff.isPending, isError: staff.isError };
}
