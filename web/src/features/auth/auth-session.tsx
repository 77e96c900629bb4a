import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromCallback, fromPromise, waitFor } from 'xstate';
import {
  authSessionMachine,
  type AuthSessionEvent,
  type SessionUser,
} from './machines/auth-session-machine';
import type { AuthUser } from './types';

/**
 * The session machine wired to Firebase. The api modules are imported on demand: the record
 * loader pulls in Firestore, which public visitors never need, and a module that imports this
 * one (every layout) can render in tests without initialising Firebase.
 */
export const liveAuthSessionMachine = authSessionMachine.provide({
  actors: {
    watchAuthState: fromCallback<AuthSessionEvent>(({ sendBack }) => {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      void import('./api/subscribe-to-auth-state').then(({ subscribeToAuthState }) => {
        if (stopped) return;
        unsubscribe = subscribeToAuthState((authUser) =>
          sendBack({ type: 'AUTH_CHANGED', authUser }),
        );
      });
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    }),
    loadUserRecord: fromPromise(async ({ input }: { input: { authUser: AuthUser } }) => {
      const { loadUserRecord } = await import('./api/load-user-record');
      return loadUserRecord(input.authUser);
    }),
    signOut: fromPromise(async () => {
      const { signOut } = await import('./api/sign-out');
      await signOut();
    }),
  },
});

const AuthSessionContext = createActorContext(liveAuthSessionMachine);

export type AuthSession =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  /** signed in, the user record still loading */
  | { status: 'loadingUser'; user: null }
  | { status: 'signedIn'; user: SessionUser };

export function AuthSessionProvider({
  children,
  machine,
}: {
  children: ReactNode;
  /** Tests pass the machine with fake actors. */
  machine?: typeof liveAuthSessionMachine;
}) {
  return <AuthSessionContext.Provider logic={machine}>{children}</AuthSessionContext.Provider>;
}

export function useAuthSession(): AuthSession {
  return AuthSessionContext.useSelector((snapshot): AuthSession => {
    if (snapshot.matches('loading')) return { status: 'loading', user: null };
    if (snapshot.matches('signedOut')) return { status: 'signedOut', user: null };
    const user = snapshot.context.user;
    return user ? { status: 'signedIn', user } : { status: 'loadingUser', user: null };
  }, sameSession);
}

function sameSession(a: AuthSession, b: AuthSession) {
  return a.status === b.status && a.user === b.user;
}

/** Sends events to the session: sign out (resolves once signed out), record changed. */
export function useAuthSessionActions() {
  const actor = AuthSessionContext.useActorRef();
  return {
    signOut: async () => {
      actor.send({ type: 'SIGN_OUT' });
      const settled = await waitFor(
        actor,
        (snapshot) => snapshot.matches('signedOut') || snapshot.matches({ signedIn: 'ready' }),
      );
      if (!settled.matches('signedOut')) throw new Error('Sign-out failed');
    },
    recordChanged: (user: SessionUser) => actor.send({ type: 'RECORD_CHANGED', user }),
  };
}
