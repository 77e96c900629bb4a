import {
  ROUTES,
  ROUTE_REDIRECTS,
  routeTitle,
  type PageId,
  type RouteLayout,
} from '@centre/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import {
  Navigate,
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { withChunkTimeout } from '../lib/chunk-load';
import { loadDomainNamespaces, loadPageNamespace } from '../lib/i18n';
import { BootScreen } from './boot-screen';
import { RootErrorScreen, RouteErrorScreen } from './error-screens';
import { dataLoader } from './loaders';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import { pageLoaders } from './page-loaders';

export interface PageRouteHandle {
  page: PageId;
  /** The route table's (English) title; the document title shows `common:routes.<page>`. */
  title: string;
}

// Staff pages' layout and guard (sidebar, permissions) are not part of the public first paint.
const loadRouteGuard = withChunkTimeout(() => import('./route-guard'));
const loadAppLayout = withChunkTimeout(() => import('./layouts/app-layout'));

function appLayoutRoute(fullHeight: boolean): Pick<RouteObject, 'lazy' | 'errorElement'> {
  return {
    errorElement: <RouteErrorScreen />,
    lazy: async () => {
      const { AppLayout } = await loadAppLayout();
      return { element: <AppLayout fullHeight={fullHeight} /> };
    },
  };
}

type TableRoute = (typeof ROUTES)[number];

function pageRoute(route: TableRoute, queryClient?: QueryClient): RouteObject {
  const load = pageLoaders[route.page];
  const guarded = route.access !== 'public';
  return {
    path: route.path,
    handle: { page: route.page, title: routeTitle(route.page) } satisfies PageRouteHandle,
    errorElement: <RouteErrorScreen />,
    loader: dataLoader(route.page, queryClient),
    lazy: async () => {
      // The page's words (its namespace, named after the page id) and the guard of a signed-in
      // page download with its code.
      const [{ default: Page }, guard] = await Promise.all([
        load(),
        guarded ? loadRouteGuard() : null,
        loadPageNamespace(route.page),
        route.layout === 'home' ? null : loadDomainNamespaces(),
      ]);
      const RouteGuard = guard?.RouteGuard;
      return {
        element: RouteGuard ? (
          <RouteGuard route={route}>
            <Page />
          </RouteGuard>
        ) : (
          <Page />
        ),
      };
    },
  };
}

function pagesWithLayout(layout: RouteLayout, queryClient?: QueryClient): RouteObject[] {
  return ROUTES.filter((route) => route.layout === layout).map((route) =>
    pageRoute(route, queryClient),
  );
}

/** The route tree: ROUTES grouped under their layouts, plus the 404 page. */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorScreen />,
      hydrateFallbackElement: <BootScreen />,
      children: [
        {
          element: <PublicLayout variant="home" />,
          children: pagesWithLayout('home', queryClient),
        },
        {
          element: <PublicLayout />,
          children: [
            ...pagesWithLayout('public', queryClient),
            { path: '*', element: <NotFoundPage />, handle: { notFound: true } },
          ],
        },
        {
          ...appLayoutRoute(false),
          children: [
            ...pagesWithLayout('app', queryClient),
            ...ROUTE_REDIRECTS.map(({ from, to }) => ({
              path: from,
              element: <Navigate to={to} replace />,
            })),
          ],
        },
        { ...appLayoutRoute(true), children: pagesWithLayout('fullHeight', queryClient) },
        // Full-screen pages bring their own chrome (the waiting-room display).
        { children: pagesWithLayout('display', queryClient) },
      ],
    },
  ];
}

/**
 * Loads the code (and words) of the routes that match `pathname`, in place, so that a router made
 * from `routes` renders the page at once: a pre-rendered page hydrates only once its client
 * render can be the server's (React Router's way for lazy routes and hydration).
 */
export async function resolveMatchedRoutes(routes: RouteObject[], pathname: string) {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const module = await lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * `queryClient`: the app's cache, which the staff detail pages' loaders fill (loaders.ts).
 * `hydration`: a pre-rendered page's router data and its routes with the matched ones resolved
 * (main.tsx).
 */
export function createAppRouter(
  queryClient?: QueryClient,
  hydration?: { routes: RouteObject[]; hydrationData: HydrationState },
) {
  if (hydration) {
    return createBrowserRouter(hydration.routes, { hydrationData: hydration.hydrationData });
  }
  return createBrowserRouter(createAppRoutes(queryClient));
}
