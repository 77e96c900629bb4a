import { SNACKBAR_MAX_VISIBLE } from '../config';
import { SnackbarProvider } from 'notistack';
import { Toaster } from 'react-hot-toast';
import { TOAST_OPTIONS } from './toast-options';

/**
 * Where toasts (react-hot-toast) and snackbars (notistack) appear. Loaded after the first paint
 * (AppProvider): nothing is shown before the app has run, and a toast sent earlier waits in the
 * library's store until the host mounts. Snackbars are sent with notistack's `enqueueSnackbar`.
 */
export default function NotificationHosts() {
  return (
    <>
      <SnackbarProvider
        maxSnack={SNACKBAR_MAX_VISIBLE}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      />
      <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />
    </>
  );
}
