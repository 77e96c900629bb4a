import type { ReactElement } from 'react';
import type { SessionUser } from '../features/auth/machines/auth-session-machine';
import { TestAuthSession } from './auth-session';
import { renderWithProviders } from './render';

/** A route's page as the router mounts it, for `user` signed in. */
export function renderPage(
  page: ReactElement,
  { user, path = '/', pattern = '/' }: { user: SessionUser; path?: string; pattern?: string },
) {
  return renderWithProviders(page, {
    path,
    pattern,
    wrapper: (children) => <TestAuthSession user={user}>{children}</TestAuthSession>,
  });
}
