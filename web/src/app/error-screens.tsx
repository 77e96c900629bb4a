import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../components/button';
import { isChunkLoadError } from '../lib/chunk-load';
import { reloadPage } from '../lib/reload-page';

function reload() {
  reloadPage();
}

/** errorElement of every page route: the page failed, the header and sidebar stay usable. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();

  // A page whose code could not be downloaded (a new release, a lost connection) says so.
  const [title, body, action] = isChunkLoadError(error)
    ? [t('errors.chunkLoadFailed'), t('errors.chunkLoadBody'), t('errors.reload')]
    : [t('errors.routeErrorTitle'), t('errors.routeErrorBody'), t('errors.refreshPage')];
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{body}</p>
      <Button onClick={reload}>{action}</Button>
    </section>
  );
}

export function errorMessage(error: unknown, t?: TFunction): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return t ? t('errors.unknownError') : 'Unknown error';
}

/** errorElement of the root route: anything that escapes the page routes (e.g. a layout). */
export function RootErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main
      className="error-screen error-screen--root"
      role="alert"
      aria-labelledby="root-error-title"
    >
      <h1 id="root-error-title">{t('errors.unexpectedErrorTitle')}</h1>
      <pre className="error-screen__message">{errorMessage(error, t)}</pre>
      <Button onClick={reload}>{t('errors.refreshPage')}</Button>
    </main>
  );
}
