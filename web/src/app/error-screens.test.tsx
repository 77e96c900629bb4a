import { MESSAGES } from '@centre/domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/chunk-load';
import { reloadPage } from '../lib/reload-page';
import { RootErrorScreen, RouteErrorScreen } from './error-screens';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

function Boom({ error }: { error: unknown }): never {
  throw error;
}

function renderRoutes(routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: ['/page'] });
  return render(<RouterProvider router={router} />);
}

function pageThatThrows(error: unknown): RouteObject[] {
  return [
    {
      errorElement: <RootErrorScreen />,
      children: [
        { path: '/page', element: <Boom error={error} />, errorElement: <RouteErrorScreen /> },
      ],
    },
  ];
}

beforeEach(() => {
  // React and the router report caught render errors on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.mocked(reloadPage).mockClear();
});

describe('RouteErrorScreen', () => {
  it('explains that the page failed and offers a refresh', async () => {
    renderRoutes(pageThatThrows(new Error('Cannot read properties of undefined')));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText("We're having trouble loading this page.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: /static/js/x.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    [
      'webpack-style',
      Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    ],
    ['our timeout', new ChunkLoadError('Loading chunk failed: no response within 120000 ms')],
  ])('shows the chunk load failure screen for a %s import failure', async (_kind, error) => {
    const routes: RouteObject[] = [
      {
        path: '/page',
        errorElement: <RouteErrorScreen />,
        lazy: () => Promise.reject(error),
      },
    ];
    renderRoutes(routes);
    expect(
      await screen.findByRole('heading', { name: 'Loading chunk failed' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('RootErrorScreen', () => {
  it('shows the default title and the error message for errors outside the pages', async () => {
    const routes: RouteObject[] = [
      {
        errorElement: <RootErrorScreen />,
        element: <Boom error={new Error('Layout exploded')} />,
        children: [{ path: '/page', element: <p>Page</p> }],
      },
    ];
    renderRoutes(routes);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.unexpectedErrorTitle }),
    ).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('Layout exploded')).toBeInTheDocument();
  });
});
