import { ROUTES, type AppRoute } from '@centre/domain/routes';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthSessionProvider } from '../features/auth/auth-session';
import { RouteGuard } from './route-guard';

// The session module the provider downloads when something starts the session: a fake that
// stays loading, so a test sees whether the session was started and what the guard shows then.
const session = vi.hoisted(() => ({
  startSession: vi.fn(() => ({
    current: () => ({ status: 'loading' as const, user: null }),
    subscribe: () => () => undefined,
    signOut: async () => undefined,
    recordChanged: () => undefined,
    stop: () => undefined,
  })),
}));
vi.mock('../features/auth/session-actor', () => session);
vi.mock('../features/auth/api/subscribe-to-auth-state', () => ({}));

const routeAt = (path: string): AppRoute => ROUTES.find((route) => route.path === path)!;

function renderGuarded(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthSessionProvider>
        <RouteGuard route={routeAt(path)}>
          <h1>The page</h1>
        </RouteGuard>
      </AuthSessionProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  window.localStorage.clear();
  session.startSession.mockClear();
});

describe('the route guard and the session', () => {
  it('lets a visitor on a device where nobody is signed in open /book-appointment without starting the session', async () => {
    renderGuarded('/book-appointment');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    // Long enough for a started session's module to load (the next test waits for the same).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.startSession).not.toHaveBeenCalled();
    expect(screen.queryByText('Checking your session')).not.toBeInTheDocument();
  });

  it('starts the session on a signed-in page and shows the spinner while it loads', async () => {
    renderGuarded('/visits');
    await waitFor(() => expect(session.startSession).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
  });

  it('waits for the session on /book-appointment where someone signed in on this device', async () => {
    window.localStorage.setItem('centre.session', '1');
    renderGuarded('/book-appointment');
    await waitFor(() => expect(session.startSession).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
  });
});
