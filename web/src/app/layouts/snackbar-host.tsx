import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { SNACKBAR_MAX_VISIBLE } from '../../config';

/**
 * Where the back office's snackbars (notistack) appear. Only staff pages send them, so only the
 * staff layout loads notistack and its styling: public pages never evaluate it. It wraps the
 * pages, so both `useSnackbar()` and notistack's global `enqueueSnackbar` reach it.
 */
export function SnackbarHost({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR_MAX_VISIBLE}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {children}
    </SnackbarProvider>
  );
}
