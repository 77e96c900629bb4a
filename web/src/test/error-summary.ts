import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * After a failed submit: the error summary (components/error-summary.tsx) has focus and lists
 * `messages`, in this order. Answers its links, to follow one to its field. Waits for it: the
 * summary takes focus in an effect after the render that shows it, and where the errors arrive
 * outside act (the status check's lazily loaded schema) that effect runs a moment after the
 * fields' messages are in the page (a loaded CI machine saw the button still focused).
 */
export function expectFocusedErrorSummary(
  messages: readonly string[],
  title = 'There is a problem',
): Promise<HTMLElement[]> {
  return waitFor(() => {
    const summary = screen.getByRole('alert', { name: title });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(messages);
    return links;
  });
}
