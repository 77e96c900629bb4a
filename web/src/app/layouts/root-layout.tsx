import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { scheduleWhenIdle } from '../../lib/preload';
import { preloadKeyPages } from '../page-loaders';
import { StaffLanguage } from '../staff-language';

export const APP_NAME = 'Jamii Service Centre';

interface RouteHandle {
  title?: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

export function documentTitleFor(title: string | undefined): string {
  return title && title !== 'Home' ? `${title} | ${APP_NAME}` : APP_NAME;
}

/** Keeps document.title in step with the deepest route that names a title. */
function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (isRouteHandle(match.handle) ? match.handle.title : undefined))
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = documentTitleFor(title);
  }, [title]);
  return null;
}

export function RootLayout() {
  useEffect(() => scheduleWhenIdle(preloadKeyPages), []);
  return (
    <>
      <DocumentTitle />
      <StaffLanguage />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
