import { useCallback, useEffect, useRef, useState } from 'react';

/** Finds what a target names on the page now: null (or undefined) while it is not there (yet). */
export type FocusResolver<T> = (target: T) => HTMLElement | null | undefined;

/** A resolver for targets that are element ids. */
export const elementById: FocusResolver<string> = (id) => document.getElementById(id);

/**
 * Moves focus once a page shows its next step: `focusLater(a, b)` focuses the first of those
 * targets that `resolve` finds after the render the call causes (`useFocusLater(elementById)`:
 * `focusLater('visitor-first-name', 'visitor-search')` by id). A step that replaces the control
 * that opened it would otherwise leave focus on the page's body. Only while focus is lost (or
 * still where the step began), so that it is never taken from wherever the user has since moved
 * it; nothing is focused on the first render (a draft restored after a reload keeps focus where
 * the page puts it). `onlyIfLost`: not from the control that began the step either, for a step
 * that may leave that control in place (a retry refused). `resolve` is read at each render, so it
 * may be a new function every time (reading refs, say).
 */
export function useFocusLater<T>(
  resolve: FocusResolver<T>,
  { onlyIfLost = false } = {},
): (...targets: T[]) => void {
  /** The next places for focus, and the element that had it when the step began. */
  const pending = useRef<{ targets: readonly T[]; from: Element | null } | null>(null);
  // Renders again, so that the effect below looks for the target even when nothing else changed.
  const [, setRequests] = useState(0);

  useEffect(() => {
    const request = pending.current;
    if (request === null) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost && (onlyIfLost || active !== request.from)) {
      // Still where the step began (onlyIfLost): wait, the step may yet take that control away.
      if (active !== request.from) pending.current = null;
      return;
    }
    for (const target of request.targets) {
      const element = resolve(target);
      if (element) {
        element.focus();
        pending.current = null;
        return;
      }
    }
  });

  return useCallback((...targets: T[]) => {
    pending.current = { targets, from: document.activeElement };
    setRequests((count) => count + 1);
  }, []);
}
