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
const SIGNED_OUT: AuthSession = { status: 'signedOut', user: null };

// A hint, kept on the device, that someone signed in here and has not signed out: a public page
// starts the session (Firebase Auth, xstate) only then, or once the visitor asks to sign in. It
// holds no identity, only '1'; Firebase Auth's own persistence holds the session itself.
const SESSION_HINT_KEY = 'centre.session';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberSession(signedIn: boolean) {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (a private window): public pages then start the session only on demand.
  }
}

// What a page pre-rendered at build time shows (no session runs there), and so what its first
// client render shows while React takes over the markup (useSyncExternalStore's server snapshot).
const getLoading = () => LOADING;
const getSignedOut = () => SIGNED_OUT;

function sameSession(a: AuthSession, b: AuthSession) {
  return a.status === b.status && a.user === b.user;
}

/**
 * The session as React sees it. The state machine, xstate and the Firebase Auth SDK load only
 * when something asks for the session (start): a page behind the route guard, the login form,
 * sign-out, or any page on a device where someone is signed in (the session hint). Until it runs
 * the session is 'loading'; a public page that only adapts to a signed-in visitor (the header,
 * the home page) reads it with useAuthSessionIfStarted, and sees 'signedOut' while nothing has
 * started it, so a visitor's phone never downloads Auth for reading the services.
 */
class SessionStore {
  private session: AuthSession = LOADING;
  private readonly listeners = new Set<() => void>();
  private handle: SessionHandle | undefined;
  private unsubscribe: (() => void) | undefined;
  private waiting: ((handle: SessionHandle) => void)[] = [];
  private started = false;
  private starter: (() => void) | undefined;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.session;

  /** For pages that only adapt to a signed-in visitor: 'signedOut' until the session starts. */
  readonly getSnapshotIfStarted = () => (this.started ? this.session : SIGNED_OUT);

  /** How the provider starts the session: on the first start(), or at once if already started. */
  setStarter(starter: () => void) {
    this.starter = starter;
    if (this.started) starter();
  }

  /** Starts the session (idempotent). */
  readonly start = () => {
    if (this.started) return;
    this.started = true;
    this.starter?.();
    this.listeners.forEach((listener) => listener());
  };

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
    this.start();
    const handle = this.handle;
    if (handle) return Promise.resolve(handle);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private set(session: AuthSession) {
    if (sameSession(session, this.session)) return;
    this.session = session;
    if (session.status === 'signedIn' || session.status === 'signedOut') {
      rememberSession(session.status === 'signedIn');
    }
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
    store.setStarter(() => {
      if (initialStart) {
        begin(initialStart);
      } else {
        // The Firebase Auth module downloads alongside the machine, not after it.
        if (!initialMachine) void import('./api/subscribe-to-auth-state').catch(() => undefined);
        void import('./session-actor').then((module) => begin(module.startSession));
      }
    });
    // Tests hand in their machine and start it at once; in the app, a device where someone is
    // signed in starts the session on any page, and others when a page asks for it.
    if (initialMachine || initialStart || hasSessionHint()) store.start();
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

/** The session, started if it was not: for pages and forms that need the real answer. */
export function useAuthSession(): AuthSession {
  const store = useSessionStore();
  useStartAuthSession();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, getLoading);
}

/**
 * The session if something has started it, else 'signedOut', without starting it: for public
 * chrome that only adapts to a signed-in visitor (the header's LOGIN or account menu).
 */
export function useAuthSessionIfStarted(): AuthSession {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshotIfStarted, getSignedOut);
}

/**
 * Starts the session without reading it (the login form: Auth is about to be needed). Outside a
 * session provider (a form tested on its own) it does nothing.
 */
export function useStartAuthSession(): void {
  const store = useContext(AuthSessionContext);
  useEffect(() => store?.start(), [store]);
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
