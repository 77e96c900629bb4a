import { isPageId } from '@centre/domain/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { scheduleWhenIdle } from '../../lib/preload';
import { preloadKeyPages } from '../page-loaders';
import { StaffLanguage } from '../staff-language';

export const APP_NAME = 'Jamii Service Centre';

/** A route's handle: a page of the route table, or the 404 page. */
interface RouteHandle {
  page?: unknown;
  notFound?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && ('page' in handle || 'notFound' in handle)
  );
}

/** 'Users | Jamii Service Centre'; the home page (no title) is the centre's name alone. */
export function documentTitleFor(title: string | undefined): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

/**
 * The locale key (namespace common) of the title of the deepest route that names a page:
 * `routes.<pageId>`, whose English is the route table's title; the 404's own title; none for the
 * home page. Used by the app and by the pre-renderer (prerender/entry-server.tsx).
 */
export function titleKeyOf(handles: readonly unknown[]): string | undefined {
  const handle = handles.filter(isRouteHandle).at(-1);
  if (handle?.notFound) return 'errors.notFoundTitle';
  if (isPageId(handle?.page) && handle.page !== 'home') return `routes.${handle.page}`;
  return undefined;
}

/** Keeps document.title in step with the page (titleKeyOf), in the UI language. */
function DocumentTitle() {
  const { t } = useTranslation();
  const key = titleKeyOf(useMatches().map((match) => match.handle));
  const title = key ? t(key as never) : undefined;
  useEffect(() => {
    document.title = documentTitleFor(title);
  }, [title]);
  return null;
}

export function RootLayout() {
  useEffect(() => scheduleWhenIdle(() => void preloadKeyPages()), []);
  return (
    <>
      <DocumentTitle />
      <StaffLanguage />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
