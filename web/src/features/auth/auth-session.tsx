import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { SessionUser } from './machines/auth-session-machine';
import type { AuthSessionMachine, SessionHandle } from './session-actor';

export type { liveAuthSessionMachine } from './session-actor';

export type AuthSession =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  /** signed in, the user record still loading */
  | { status: 'loadingUser'; user: null }
  | { status: 'signedIn'; user: SessionUser };

const LOADING: AuthSession = { status: 'loading', user: null };

function sameSession(a: AuthSession, b: AuthSession) {
  return a.status === b.status && a.user === b.user;
}

/**
 * The session as React sees it. The state machine (and xstate with it) is loaded after the first
 * paint: until it runs, the session is 'loading', which the public pages already handle (the
 * Firebase Auth SDK loads lazily too, so the answer never came sooner).
 */
class SessionStore {
  private session: AuthSession = LOADING;
  private readonly listeners = new Set<() => void>();
  private handle: SessionHandle | undefined;
  private unsubscribe: (() => void) | undefined;
  private waiting: ((handle: SessionHandle) => void)[] = [];

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.session;

  attach(handle: SessionHandle) {
    this.handle = handle;
    this.unsubscribe = handle.subscribe((session) => this.set(session));
    this.set(handle.current());
    this.waiting.splice(0).forEach((resolve) => resolve(handle));
  }

  detach() {
    this.unsubscribe?.();
    this.handle?.stop();
    this.handle = undefined;
  }

  running(): Promise<SessionHandle> {
    const handle = this.handle;
    if (handle) return Promise.resolve(handle);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private set(session: AuthSession) {
    if (sameSession(session, this.session)) return;
    this.session = session;
    this.listeners.forEach((listener) => listener());
  }
}

const AuthSessionContext = createContext<SessionStore | null>(null);

type StartSession = (machine?: AuthSessionMachine) => SessionHandle;

export function AuthSessionProvider({
  children,
  machine,
  start,
}: {
  children: ReactNode;
  /** Tests pass the machine with fake actors. */
  machine?: AuthSessionMachine;
  /** Tests pass session-actor's startSession to start at once instead of after a download. */
  start?: StartSession;
}) {
  const [store] = useState(() => new SessionStore());
  // Like a machine given to xstate's actor context: the first one is the one that runs.
  const [{ initialMachine, initialStart }] = useState({
    initialMachine: machine,
    initialStart: start,
  });
  useEffect(() => {
    let stopped = false;
    const begin = (startSession: StartSession) => {
      if (!stopped) store.attach(startSession(initialMachine));
    };
    if (initialStart) {
      begin(initialStart);
    } else {
      // The Firebase Auth module downloads alongside the machine, not after it.
      if (!initialMachine) void import('./api/subscribe-to-auth-state').catch(() => undefined);
      void import('./session-actor').then((module) => begin(module.startSession));
    }
    return () => {
      stopped = true;
      store.detach();
    };
  }, [store, initialMachine, initialStart]);
  return <AuthSessionContext.Provider value={store}>{children}</AuthSessionContext.Provider>;
}

function useSessionStore(): SessionStore {
  const store = useContext(AuthSessionContext);
  if (!store) throw new Error('useAuthSession must be used inside AuthSessionProvider');
  return store;
}

export function useAuthSession(): AuthSession {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** Sends events to the session: sign out (resolves once signed out), record changed. */
export function useAuthSessionActions() {
  const store = useSessionStore();
  return {
    signOut: async () => (await store.running()).signOut(),
    recordChanged: (user: SessionUser) => {
      void store.running().then((handle) => handle.recordChanged(user));
    },
  };
}
