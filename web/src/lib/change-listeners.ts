/**
 * The listeners to a store kept on this device (IndexedDB queues): `subscribe` adds one and
 * returns its removal; `notify` calls them all after every change.
 */
export function changeListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      listeners.forEach((listener) => listener());
    },
  };
}
