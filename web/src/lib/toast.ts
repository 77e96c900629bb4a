import toast, { Toaster } from 'react-hot-toast';
import { markToastsUsed } from './toasts-used';

// Loading this module is what mounts the toast host (lib/toasts-used.ts): import toasts from
// here, never from react-hot-toast (eslint.config.js).
markToastsUsed();

export { Toaster };
export default toast;
