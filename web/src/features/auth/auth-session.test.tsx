import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthMachine, sessionUser } from '../../test/auth-session';
import type { SessionUser } from './machines/auth-session-machine';
import {
  AuthSessionProvider,
  hasSessionHint,
  useAuthSession,
  useAuthSessionActions,
  useAuthSessionIfStarted,
} from './auth-session';

// The app's path: no machine handed in, so the provider imports session-actor (xstate and, through
// it, Firebase Auth) when something starts the session. Here that module runs the fake machine.
const world = vi.hoisted(() => ({ user: null as SessionUser | null, starts: 0 }));
vi.mock('./api/subscribe-to-auth-state', () => ({ subscribeToAuthState: () => () => {} }));
vi.mock('./session-actor', async (importOriginal) => {
  const real = await importOriginal<typeof import('./session-actor')>();
  return {
    ...real,
    startSession: () => {
      world.starts += 1;
      return real.startSession(fakeAuthMachine(world.user));
    },
  };
});

function PublicChrome() {
  const session = useAuthSessionIfStarted();
  return <p>chrome: {session.status}</p>;
}

function GuardedPage() {
  const session = useAuthSession();
  return <p>page: {session.status}</p>;
}

function SignOutButton() {
  const { signOut } = useAuthSessionActions();
  return (
    <button type="button" onClick={() => void signOut()}>
      sign out
    </button>
  );
}

function App({ guarded = false }: { guarded?: boolean }) {
  const [showPage, setShowPage] = useState(guarded);
  return (
    <AuthSessionProvider>
      <PublicChrome />
      {showPage ? (
        <GuardedPage />
      ) : (
        <button type="button" onClick={() => setShowPage(true)}>
          open staff page
        </button>
      )}
      <SignOutButton />
    </AuthSessionProvider>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  world.user = null;
  world.starts = 0;
});
afterEach(() => window.localStorage.clear());

describe('the auth session on public pages', () => {
  it('is not started (no Auth, no xstate) on a device where nobody is signed in', () => {
    // render() flushes the effects: had the provider started the session, the chrome would read
    // 'loading' at once (start() is synchronous; the machine arrives later).
    render(<App />);
    expect(screen.getByText('chrome: signedOut')).toBeInTheDocument();
    expect(world.starts).toBe(0);
  });

  it('starts when a page that needs the answer mounts, and the chrome follows it', async () => {
    world.user = sessionUser();
    render(<App />);
    act(() => screen.getByRole('button', { name: 'open staff page' }).click());
    expect(await screen.findByText('page: signedIn')).toBeInTheDocument();
    expect(screen.getByText('chrome: signedIn')).toBeInTheDocument();
    expect(world.starts).toBe(1);
  });

  it('starts at once on a device where someone signed in, and remembers the sign-out', async () => {
    world.user = sessionUser();
    render(<App guarded />);
    await screen.findByText('chrome: signedIn');
    expect(hasSessionHint()).toBe(true);
    act(() => screen.getByRole('button', { name: 'sign out' }).click());
    await waitFor(() => expect(hasSessionHint()).toBe(false));
  });

  it('starts on mount when the device holds the hint', async () => {
    window.localStorage.setItem('centre.session', '1');
    world.user = sessionUser();
    render(<App />);
    expect(await screen.findByText('chrome: signedIn')).toBeInTheDocument();
    expect(world.starts).toBe(1);
  });

  it('clears a stale hint when the session turns out signed out', async () => {
    window.localStorage.setItem('centre.session', '1');
    render(<App />);
    await waitFor(() => expect(hasSessionHint()).toBe(false));
    expect(screen.getByText('chrome: signedOut')).toBeInTheDocument();
  });
});
