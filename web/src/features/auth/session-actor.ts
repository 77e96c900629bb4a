import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  authSessionMachine,
  type AuthSessionEvent,
  type SessionUser,
} from './machines/auth-session-machine';
import type { AuthSession } from './auth-session';
import type { AuthUser } from './types';

/**
 * The session machine wired to Firebase. The api modules are imported on demand: the record
 * loader pulls in Firestore, which public visitors never need, and a module that imports this
 * one can run in tests without initialising Firebase.
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

export type AuthSessionMachine = typeof liveAuthSessionMachine;

type SessionActor = ReturnType<typeof createActor<AuthSessionMachine>>;

function sessionOf(snapshot: ReturnType<SessionActor['getSnapshot']>): AuthSession {
  if (snapshot.matches('loading')) return { status: 'loading', user: null };
  if (snapshot.matches('signedOut')) return { status: 'signedOut', user: null };
  const user = snapshot.context.user;
  return user ? { status: 'signedIn', user } : { status: 'loadingUser', user: null };
}

/** A running session actor, seen through what the app needs of it. */
export interface SessionHandle {
  current(): AuthSession;
  subscribe(listener: (session: AuthSession) => void): () => void;
  /** Resolves once signed out; rejects when sign-out failed. */
  signOut(): Promise<void>;
  recordChanged(user: SessionUser): void;
  stop(): void;
}

/** Starts the session machine (xstate loads with this module, after the first paint). */
export function startSession(machine: AuthSessionMachine = liveAuthSessionMachine): SessionHandle {
  const actor: SessionActor = createActor(machine).start();
  return {
    current: () => sessionOf(actor.getSnapshot()),
    subscribe(listener) {
      const subscription = actor.subscribe((snapshot) => listener(sessionOf(snapshot)));
      return () => subscription.unsubscribe();
    },
    async signOut() {
      actor.send({ type: 'SIGN_OUT' });
      const settled = await waitFor(
        actor,
        (snapshot) => snapshot.matches('signedOut') || snapshot.matches({ signedIn: 'ready' }),
      );
      if (!settled.matches('signedOut')) throw new Error('Sign-out failed');
    },
    recordChanged: (user) => actor.send({ type: 'RECORD_CHANGED', user }),
    stop: () => actor.stop(),
  };
}
