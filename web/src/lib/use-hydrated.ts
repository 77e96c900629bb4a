import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes over a pre-rendered page's markup (the server's answer, so the first
 * render matches the HTML), true from the render after and on every render of a client-only
 * page. For what the build cannot know, such as the address's query string.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
