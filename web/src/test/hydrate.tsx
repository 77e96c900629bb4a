import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates `element` over the markup `html` (as the server rendered it) in a container on the
 * page, as main.tsx hydrates a pre-rendered page; returns the container and the recoverable
 * errors React reported (a mismatch is one).
 */
export async function hydrateMarkup(html: string, element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}
