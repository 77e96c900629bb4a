import toast, { Toaster } from 'react-hot-toast';
import { markToastsUsed } from './toasts-used';

// Loading this module is what mounts the toast host (lib/toasts-used.ts): import toasts from
// here, never from react-hot-toast (eslint.config.js).
markToastsUsed();

export { Toaster };

/**
 * A toast that repeats what the page itself says where the user is (a line that takes focus, a
 * message with role="alert" beside the field): shown, but not announced a second time by a
 * screen reader. Every other toast is announced (react-hot-toast's role="status").
 */
export const SHOWN_NOT_SPOKEN = { ariaProps: { role: 'status', 'aria-live': 'off' } } as const;
export default toast;
