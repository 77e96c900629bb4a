import { Toaster } from '../lib/toast';
import { TOAST_OPTIONS } from './toast-options';

/**
 * Where toasts (react-hot-toast) appear. Mounted by AppProvider once code that sends toasts has
 * loaded (lib/toast.ts): a toast sent before the host has mounted waits in the library's store
 * until it does. The back office's snackbars have their own host in the
 * staff layout (layouts/snackbar-host.tsx).
 */
export default function NotificationHosts() {
  return <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />;
}
