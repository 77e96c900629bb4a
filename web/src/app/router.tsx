import {
  ROUTES,
  ROUTE_REDIRECTS,
  routeTitle,
  type PageId,
  type RouteLayout,
} from '@centre/domain/routes';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { RootErrorScreen, RouteErrorScreen } from './error-screens';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import { pageLoaders } from './page-loaders';
import { RouteGuard } from './route-guard';

export interface PageRouteHandle {
  page: PageId;
  title: string;
}

type TableRoute = (typeof ROUTES)[number];

function pageRoute(route: TableRoute): RouteObject {
  const load = pageLoaders[route.page];
  const guarded = route.access !== 'public';
  return {
    path: route.path,
    handle: { page: route.page, title: routeTitle(route.page) } satisfies PageRouteHandle,
    errorElement: <RouteErrorScreen />,
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
      hydrateFallbackElement: (
        <div className="boot-screen">
          <Spinner size="lg" label="Loading Jamii Service Centre" />
        </div>
      ),
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
