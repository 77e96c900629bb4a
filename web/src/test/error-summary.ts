import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * After a failed submit: the error summary (components/error-summary.tsx) has focus and lists
 * `messages`, in this order. Answers its links, to follow one to its field.
 */
export function expectFocusedErrorSummary(
  messages: readonly string[],
  title = 'There is a problem',
): HTMLElement[] {
  const summary = screen.getByRole('alert', { name: title });
  expect(summary).toHaveFocus();
  const links = within(summary).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(messages);
  return links;
}
