import { Spinner } from '../../../components/spinner';

/**
 * The props of a button whose own action is running: busy, with a spinner, aria-disabled but not
 * disabled, so that focus stays on it while it works (a disabled button drops focus to the page).
 * Its click handler must ignore clicks meanwhile (components/assignee-form.tsx's SaveRow does the
 * same). Given to Button instead of `loading`.
 */
export function pendingButtonProps(pending: boolean) {
  return {
    'aria-disabled': pending || undefined,
    'aria-busy': pending || undefined,
    icon: pending ? <Spinner size="sm" /> : undefined,
  } as const;
}
