import type { ReactNode } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { AuthSessionProvider, type liveAuthSessionMachine } from '../features/auth/auth-session';
import { startSession } from '../features/auth/session-actor';
import {
  authSessionMachine,
  type AuthSessionEvent,
  type SessionUser,
} from '../features/auth/machines/auth-session-machine';

/** A user record for tests; override what the test is about. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'user-1',
    email: 'amina@servicecentre.test',
    displayName: 'Amina',
    role: 'admin',
    permissions: [],
    status: 'active',
    isActive: true,
    department: 'Management',
    mustChangePassword: false,
    language: 'en',
    dailyDigest: true,
    restricted: false,
    ...overrides,
  };
}

/**
 * The auth session machine with Firebase swapped out: signed in as `user` (or signed out when
 * null), or stuck loading when `loading` is set.
 */
export function fakeAuthMachine(
  user: SessionUser | null,
  options: { loading?: boolean; onSignOut?: () => void } = {},
): typeof liveAuthSessionMachine {
  return authSessionMachine.provide({
    actors: {
      watchAuthState: fromCallback<AuthSessionEvent>(({ sendBack }) => {
        if (!options.loading) {
          sendBack({
            type: 'AUTH_CHANGED',
            authUser: user
              ? { uid: user.uid, email: user.email, displayName: user.displayName }
              : null,
          });
        }
        return () => undefined;
      }),
      loadUserRecord: fromPromise(async () => user),
      signOut: fromPromise(async () => {
        options.onSignOut?.();
      }),
    },
  });
}

export function TestAuthSession({
  user,
  loading,
  onSignOut,
  children,
}: {
  user: SessionUser | null;
  loading?: boolean;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  return (
    <AuthSessionProvider
      machine={fakeAuthMachine(user, { loading, onSignOut })}
      start={startSession}
    >
      {children}
    </AuthSessionProvider>
  );
}
