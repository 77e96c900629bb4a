import { MESSAGES } from '@centre/domain/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../components/button';
import { isChunkLoadError } from '../lib/chunk-load';
import { reloadPage } from '../lib/reload-page';

function reload() {
  reloadPage();
}

/** errorElement of every page route: the page failed, the header and sidebar stay usable. */
export function RouteErrorScreen() {
  const error = useRouteError();

  if (isChunkLoadError(error)) {
    return (
      <section className="error-screen" role="alert" aria-labelledby="error-title">
        <h1 id="error-title">{MESSAGES.chunkLoadFailed}</h1>
        <p>A new version may have been released, or the connection dropped. Reload to continue.</p>
        <Button onClick={reload}>Reload</Button>
      </section>
    );
  }

  return (
    <section className="error-screen" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{MESSAGES.routeErrorTitle}</h1>
      <p>{MESSAGES.routeErrorBody}</p>
      <Button onClick={reload}>Refresh Page</Button>
    </section>
  );
}

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** errorElement of the root route: anything that escapes the page routes (e.g. a layout). */
export function RootErrorScreen() {
  const error = useRouteError();
  return (
    <main
      className="error-screen error-screen--root"
      role="alert"
      aria-labelledby="root-error-title"
    >
      <h1 id="root-error-title">{MESSAGES.unexpectedErrorTitle}</h1>
      <pre className="error-screen__message">{errorMessage(error)}</pre>
      <Button onClick={reload}>Refresh Page</Button>
    </main>
  );
}
