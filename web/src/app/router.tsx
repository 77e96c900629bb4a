import { ROUTES, ROUTE_REDIRECTS, type AppRoute, type RouteLayout } from '@centre/domain/routes';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadPageNamespace } from '../lib/i18n';
import { BootScreen } from './boot-screen';
import { RootErrorScreen, RouteErrorScreen } from './error-screens';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import { pageLoaders } from './page-loaders';
import { RouteGuard } from './route-guard';

export interface PageRouteHandle {
  page: string;
  title: string;
}

function pageRoute(route: AppRoute): RouteObject {
  const load = pageLoaders[route.page];
  if (!load) throw new Error(`No page loader for page id '${route.page}' (${route.path})`);
  const guarded = route.access !== 'public';
  return {
    path: route.path,
    handle: { page: route.page, title: route.title } satisfies PageRouteHandle,
    errorElement: <RouteErrorScreen />,
    lazy: async () => {
      // The page's words (its namespace, named after the page id) download with its code.
      const [{ default: Page }] = await Promise.all([load(), loadPageNamespace(route.page)]);
      return {
        element: guarded ? (
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

function pagesWithLayout(layout: RouteLayout): RouteObject[] {
  return ROUTES.filter((route) => route.layout === layout).map(pageRoute);
}

/** The route tree: ROUTES grouped under their layouts, plus the 404 page. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorScreen />,
      hydrateFallbackElement: <BootScreen />,
      children: [
        { element: <PublicLayout variant="home" />, children: pagesWithLayout('home') },
        {
          element: <PublicLayout />,
          children: [
            ...pagesWithLayout('public'),
            { path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            ...pagesWithLayout('app'),
            ...ROUTE_REDIRECTS.map(({ from, to }) => ({
              path: from,
              element: <Navigate to={to} replace />,
            })),
          ],
        },
        { element: <AppLayout fullHeight />, children: pagesWithLayout('fullHeight') },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
