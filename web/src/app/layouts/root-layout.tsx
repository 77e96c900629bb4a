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
 * Keeps document.title in step with the deepest route that names a page, in the UI language
 * (`common:routes.<pageId>`, whose English is the route table's title).
 */
function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  let title: string | undefined;
  if (handle?.notFound) title = t('errors.notFoundTitle');
  else if (isPageId(handle?.page) && handle.page !== 'home') title = t(`routes.${handle.page}`);
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
