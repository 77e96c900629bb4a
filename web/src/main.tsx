import { StrictMode, Suspense, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter, createAppRoutes, resolveMatchedRoutes } from './app/router';
import { BootScreen } from './app/boot-screen';
import { carryTexts } from './lib/carried-text';
import { carryRenderDay } from './lib/page-today';
import { askHostingFor, detectLanguage, initI18n, loadNamespaces, savedLanguage } from './lib/i18n';
import { yieldToMain } from './lib/yield-to-main';
import {
  deserializeStateData,
  modulesRun,
  openPrerenderGate,
  queriesFor,
  readPrerenderState,
} from './prerender/state';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/** Enables a pre-rendered page's form controls once the page around it is live. */
function OpenPrerenderGate() {
  useEffect(() => openPrerenderGate(), []);
  return null;
}

const queryClient = createQueryClient();
const app = (router: ReturnType<typeof createAppRouter>): ReactNode => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <Suspense fallback={<BootScreen />}>
        <OpenPrerenderGate />
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  </StrictMode>
);

const prerendered = readPrerenderState();
if (prerendered) {
  // A public page pre-rendered at build time (scripts/build-web.mjs), which starts this script
  // once it has painted: its words, its data and its page's code first, then React takes over
  // the markup without changing it.
  void (async () => {
    // Each step below in a task of its own (yieldToMain), so that a slow phone answers the
    // visitor between them: this module's evaluation, the words, the page's code, the router,
    // then React's hydration (itself in slices).
    await yieldToMain();
    // Hosting serves the language of its cookie, else the browser's; the app speaks the saved
    // choice, else the browser's. They differ when a choice's cookie has gone (it lasts a year,
    // or cookies were cleared while storage kept the choice): the page is then rendered afresh
    // in the chosen language. Hydrating it first and switching after would change words under
    // parts React has not taken over yet (a mismatch, React #418).
    const language = detectLanguage();
    const asServed = language === prerendered.language;
    // A saved choice asks Hosting for its language again from now on.
    if (!asServed && savedLanguage()) askHostingFor(language);
    const routes = createAppRoutes(queryClient);
    hydrate(queryClient, queriesFor(prerendered, language), {
      defaultOptions: { deserializeData: deserializeStateData },
    });
    // What it says relative to today ("Closes in 5 days") as of the day it was built, at first.
    carryRenderDay(prerendered.today);
    // Its dates, fees and hours as the pre-render wrote them: the first render makes no Intl
    // formatter (the first one costs a slow phone a long task).
    carryTexts(prerendered.texts);
    await initI18n(language);
    // Every namespace the page's render read (home's featured services have their own), so that
    // React takes the whole page over at once.
    if (prerendered.namespaces?.length) await loadNamespaces(prerendered.namespaces);
    // The page's loader runs the page's files one per task after this one; importing the page
    // before it has would evaluate what is left of them in one long task.
    await modulesRun();
    await yieldToMain();
    await resolveMatchedRoutes(routes, window.location.pathname);
    await yieldToMain();
    const router = createAppRouter(queryClient, {
      routes,
      hydrationData: prerendered.router,
    });
    await yieldToMain();
    // A transition: React hydrates in slices and lets the browser answer the visitor in between,
    // instead of one long task (React Router's own client entry does the same).
    startTransition(() => {
      if (asServed) hydrateRoot(container, app(router));
      else createRoot(container).render(app(router));
    });
  })();
} else {
  // The words of the shell download while the router loads the first page's code.
  void initI18n();
  createRoot(container).render(app(createAppRouter(queryClient)));
}

// The service worker (docs/product.md §7: /sw.js) only in production builds; in dev it would cache
// modules that Vite serves fresh on every change.
if (import.meta.env.PROD) {
  void import('virtual:pwa-register').then(({ registerSW }) => {
    registerSW({ immediate: true });
  });
}
