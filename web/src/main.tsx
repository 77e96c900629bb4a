import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { BootScreen } from './app/boot-screen';
import { initI18n } from './lib/i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The words of the shell download while the router loads the first page's code.
void initI18n();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <Suspense fallback={<BootScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  </StrictMode>,
);

// The service worker (docs/product.md §7: /sw.js) only in production builds; in dev it would cache
// modules that Vite serves fresh on every change.
if (import.meta.env.PROD) {
  void import('virtual:pwa-register').then(({ registerSW }) => {
    registerSW({ immediate: true });
  });
}
