import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves focus once the desk shows its next step: `focusLater('visitor-first-name', 'visitor-search')`
 * focuses the first of those elements (by id) the page shows after the render the call causes.
 * A step that replaces the control that opened it would otherwise leave focus on the page's body.
 * Only while focus is lost (or still where the step began), so that it is never taken from
 * wherever the receptionist has since moved it; nothing is focused on the first render (a draft
 * restored after a reload keeps focus where the page puts it). `onlyIfLost`: not from the control
 * that began the step either, for a step that may leave that control in place (a retry refused).
 */
export function useFocusLater({ onlyIfLost = false } = {}): (...ids: string[]) => void {
  const pending = useRef<{ ids: readonly string[]; from: Element | null } | null>(null);
  // Renders again, so that the effect below looks for the element even when nothing else changed.
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
    for (const id of request.ids) {
      const element = document.getElementById(id);
      if (element) {
        element.focus();
        pending.current = null;
        return;
      }
    }
  });

  return useCallback((...ids: string[]) => {
    pending.current = { ids, from: document.activeElement };
    setRequests((count) => count + 1);
  }, []);
}
