import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Each link named by a key is shown (inside `container` when given, else on the page) and goes to
 * the href its value gives.
 */
export function expectLinks(hrefs: Readonly<Record<string, string>>, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  for (const [name, href] of Object.entries(hrefs)) {
    expect(scope.getByRole('link', { name }), `the link ${name}`).toHaveAttribute('href', href);
  }
}
