import { ROUTES, ROUTE_REDIRECTS, type AppRoute, type RouteLayout } from '@centre/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { RootErrorScreen, RouteErrorScreen } from './error-screens';
import { AppLayout } from './layouts/app-layout';
import { dataLoader } from './loaders';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import { pageLoaders } from './page-loaders';
import { RouteGuard } from './route-guard';

export interface PageRouteHandle {
  page: string;
  title: string;
}

function pageRoute(route: AppRoute, queryClient?: QueryClient): RouteObject {
  const load = pageLoaders[route.page];
  if (!load) throw new Error(`No page loader for page id '${route.page}' (${route.path})`);
  const guarded = route.access !== 'public';
  return {
    path: route.path,
    handle: { page: route.page, title: route.title } satisfies PageRouteHandle,
    errorElement: <RouteErrorScreen />,
    loader: dataLoader(route.page, queryClient),
    lazy: async () => {
      const { default: Page } = await load();
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
      hydrateFallbackElement: (
        <div className="boot-screen">
          <Spinner size="lg" label="Loading Jamii Service Centre" />
        </div>
      ),
      children: [
        {
          element: <PublicLayout variant="home" />,
          children: pagesWithLayout('home', queryClient),
        },
        {
          element: <PublicLayout />,
          children: [
            ...pagesWithLayout('public', queryClient),
            { path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            ...pagesWithLayout('app', queryClient),
            ...ROUTE_REDIRECTS.map(({ from, to }) => ({
              path: from,
              element: <Navigate to={to} replace />,
            })),
          ],
        },
        { element: <AppLayout fullHeight />, children: pagesWithLayout('fullHeight', queryClient) },
      ],
    },
  ];
}

/** `queryClient`: the app's cache, which the staff detail pages' loaders fill (loaders.ts). */
export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
