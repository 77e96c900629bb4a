import { useSyncExternalStore } from 'react';
import { subscribeToAuthState } from '../api/subscribe-to-auth-state';
import type { AuthState } from '../types';

// One Firebase listener shared by every component that asks for the auth state.
// A later issue replaces this with the authentication state machine (SPEC 4).
let snapshot: AuthState = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let unsubscribeFromFirebase: (() => void) | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  unsubscribeFromFirebase ??= subscribeToAuthState((user) => {
    snapshot = user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
    listeners.forEach((notify) => notify());
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unsubscribeFromFirebase?.();
      unsubscribeFromFirebase = undefined;
    }
  };
}

const getSnapshot = () => snapshot;

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
