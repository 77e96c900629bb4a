import type { SessionUser } from '../../../data/users/session-user';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AuthUser } from '../types';

/** The users/{uid} record as the session needs it (docs/product.md §3). */
export type { SessionUser } from '../../../data/users/session-user';

export type AuthSessionEvent =
  | { type: 'AUTH_CHANGED'; authUser: AuthUser | null }
  | { type: 'SIGN_OUT' }
  | { type: 'RECORD_CHANGED'; user: SessionUser };

/** docs/product.md §3: displayName is the part of the email before the @ sign, or 'User'. */
function displayNameOf(authUser: AuthUser): string {
  return authUser.displayName || authUser.email?.split('@')[0] || 'User';
}

/**
 * docs/product.md §4.1: a missing record gets the default one (role agent, no permissions of its
 * own, active), and a failed load falls back to role agent. docs/product.md §12.1: this role is
 * only what the app shows; what the user may read or change is decided by the server's claims and
 * the rules.
 */
export function fallbackSessionUser(authUser: AuthUser): SessionUser {
  return {
    uid: authUser.uid,
    email: authUser.email,
    displayName: displayNameOf(authUser),
    role: 'agent',
    permissions: [],
    status: 'active',
    isActive: true,
    department: 'General',
    mustChangePassword: false,
    language: 'en',
    dailyDigest: true,
    restricted: false,
  };
}

export const authSessionMachine = setup({
  types: {
    context: {} as { authUser: AuthUser | null; user: SessionUser | null },
    events: {} as AuthSessionEvent,
  },
  actors: {
    // Real implementations come from ../api through machine.provide (see auth-session.tsx);
    // tests provide fakes the same way.
    watchAuthState: fromCallback<AuthSessionEvent>(() => () => undefined),
    loadUserRecord: fromPromise<SessionUser | null, { authUser: AuthUser }>(async () => null),
    signOut: fromPromise<void>(async () => undefined),
  },
  guards: {
    signedInEvent: ({ event }) => event.type === 'AUTH_CHANGED' && event.authUser !== null,
    signedOutEvent: ({ event }) => event.type === 'AUTH_CHANGED' && event.authUser === null,
    anotherUser: ({ context, event }) =>
      event.type === 'AUTH_CHANGED' && event.authUser?.uid !== context.authUser?.uid,
  },
  actions: {
    rememberAuthUser: assign({
      authUser: ({ event }) => (event.type === 'AUTH_CHANGED' ? event.authUser : null),
      user: null,
    }),
    clearUser: assign({ authUser: null, user: null }),
  },
}).createMachine({
  id: 'authSession',
  context: { authUser: null, user: null },
  invoke: { src: 'watchAuthState' },
  initial: 'loading',
  states: {
    loading: {
      on: {
        AUTH_CHANGED: [
          { guard: 'signedInEvent', target: 'signedIn', actions: 'rememberAuthUser' },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      entry: 'clearUser',
      on: {
        AUTH_CHANGED: { guard: 'signedInEvent', target: 'signedIn', actions: 'rememberAuthUser' },
      },
    },
    signedIn: {
      initial: 'loadingRecord',
      on: {
        AUTH_CHANGED: [
          { guard: 'signedOutEvent', target: 'signedOut' },
          {
            guard: 'anotherUser',
            target: 'signedIn',
            reenter: true,
            actions: 'rememberAuthUser',
          },
        ],
        SIGN_OUT: '.signingOut',
        RECORD_CHANGED: { actions: assign({ user: ({ event }) => event.user }) },
      },
      states: {
        loadingRecord: {
          invoke: {
            src: 'loadUserRecord',
            input: ({ context }) => ({ authUser: context.authUser as AuthUser }),
            onDone: {
              target: 'ready',
              actions: assign({
                user: ({ context, event }) =>
                  event.output ?? fallbackSessionUser(context.authUser as AuthUser),
              }),
            },
            onError: {
              target: 'ready',
              actions: assign({
                user: ({ context }) => fallbackSessionUser(context.authUser as AuthUser),
              }),
            },
          },
        },
        ready: {},
        signingOut: {
          invoke: {
            src: 'signOut',
            onDone: { target: '#authSession.signedOut' },
            onError: { target: 'ready' },
          },
        },
      },
    },
  },
});
