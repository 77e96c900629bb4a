import { changeListeners } from './change-listeners';

/**
 * Whether any code that sends toasts has loaded (lib/toast.ts says so as it loads). The app
 * mounts the toast host only then (app/provider.tsx), so a visitor on the public pages, which
 * send none, never downloads react-hot-toast. Kept apart from lib/toast.ts so that asking does
 * not load the library.
 */
let used = false;
const changes = changeListeners();

export function markToastsUsed(): void {
  if (used) return;
  used = true;
  changes.notify();
}

export function areToastsUsed(): boolean {
  return used;
}

export const subscribeToToastsUsed = changes.subscribe;
