/**
 * Whether any code that sends toasts has loaded (lib/toast.ts says so as it loads). The app
 * mounts the toast host only then (app/provider.tsx), so a visitor on the public pages, which
 * send none, never downloads react-hot-toast. Kept apart from lib/toast.ts so that asking does
 * not load the library.
 */
let used = false;
const listeners = new Set<() => void>();

export function markToastsUsed(): void {
  if (used) return;
  used = true;
  listeners.forEach((listener) => listener());
}

export function areToastsUsed(): boolean {
  return used;
}

export function subscribeToToastsUsed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
