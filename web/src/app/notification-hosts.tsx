import { Toaster } from 'react-hot-toast';
import { TOAST_OPTIONS } from './toast-options';

/**
 * Where toasts (react-hot-toast) appear, on every page. Loaded after the first paint
 * (AppProvider): nothing is shown before the app has run, and a toast sent earlier waits in the
 * library's store until the host mounts. The back office's snackbars have their own host in the
 * staff layout (layouts/snackbar-host.tsx).
 */
export default function NotificationHosts() {
  return <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />;
}
