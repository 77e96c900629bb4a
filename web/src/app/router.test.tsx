import { MESSAGES } from '@centre/domain/messages';
import { PAGE_IDS, type PageId } from '@centre/domain/routes';
import { render, screen, waitFor } from '@testing-library/react';
import { isValidElement, type ComponentType, type ReactElement } from 'react';
import {
  RouterProvider,
  createMemoryRouter,
  matchRoutes,
  type RouteObject,
} from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../features/auth/machines/auth-session-machine';
import { setLanguage } from '../lib/i18n';
import { TestAuthSession, sessionUser } from '../test/auth-session';
import { RouteGuard } from './route-guard';

function renderAt(
  path: string,
  user: SessionUser | null = null,
  options: { loading?: boolean } = {},
) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TestAuthSession user={user} loading={options.loading}>
        <RouterProvider router={router} />
      </TestAuthSession>
    </QueryClientProvider>,
  );
  return router;
}
import { createAppRoutes, type PageRouteHandle } from './router';
import { expectLinks } from '../test/links';

// The shell renders without Firebase: the session is a fake machine and no SDK is initialised.
vi.mock('../lib/firebase', () => ({ app: {} }));
vi.mock('../lib/firebase-auth', () => ({ auth: {} }));
vi.mock('../lib/firestore', () => ({ db: {} }));
vi.mock('../lib/storage', () => ({ storage: {} }));
vi.mock('../features/messages/api/subscribe-to-unread-count', () => ({
  subscribeToUnreadCount: (_uid: string, onCount: (count: number) => void) => {
    onCount(120);
    return () => undefined;
  },
}));
vi.mock('../lib/functions', () => ({ functions: {} }));

/** Every path of docs/product.md §2, written out from the specification. */
const SPEC_PATHS = [
  // Public
  '/',
  '/login',
  '/contact',
  '/services',
  '/services/:serviceId',
  '/services/hca-exam-booking',
  '/services/hca-exam-booking/apply',
  '/services/hca-exam-registration',
  '/service-application/:serviceId',
  '/queue-display',
  '/about-us',
  '/resources',
  '/banking',
  '/hca-exam-registration',
  '/hca-exam-booking',
  '/license-renewal',
  '/jobs',
  '/jobs/:jobId',
  '/appointment/:appointmentId',
  '/book-appointment',
  '/privacy',
  '/terms',
  // Signed in
  '/dashboard',
  '/tasks/:taskId',
  '/tasks/:taskId/complete',
  '/create-task',
  '/bank-services',
  '/bank-services/clients/:clientId',
  '/visitors/register',
  '/visits',
  '/visits/:visitId',
  '/appointments',
  '/appointments/:appointmentId',
  '/reports',
  '/my-visits',
  '/my-assignments',
  '/staff-profile',
  '/applications',
  '/hca-applications',
  '/applications/:applicationId',
  '/hca-applications/:applicationId',
  '/account-settings',
  '/messages',
  // Admin only
  '/users',
  '/users/:userId',
  '/admin/mail',
  // Admin or manager
  '/admin/license-renewals',
  '/admin/license-renewals/:renewalId',
  '/post-jobs',
  '/commission-dashboard',
] as const;

/** Routes that render a page (not the 404 catch-all, not a redirect). */
function pageRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.path && route.path !== '*' && route.lazy ? [route] : []),
    ...pageRoutes(route.children ?? []),
  ]);
}

function concrete(path: string): string {
  return path.replace(/:(\w+)/g, 'x-$1');
}

/** The page component a route's lazy loader resolves to (inside the RouteGuard when guarded). */
async function loadPageComponent(route: RouteObject): Promise<ComponentType> {
  if (typeof route.lazy !== 'function') throw new Error(`${route.path} has no lazy loader`);
  const resolved = (await route.lazy()) as { element?: ReactElement<{ children?: unknown }> };
  let element = resolved.element;
  if (element?.type === RouteGuard && isValidElement(element.props.children)) {
    element = element.props.children as ReactElement<{ children?: unknown }>;
  }
  return element?.type as ComponentType;
}

describe('route table', () => {
  const routes = createAppRoutes();
  const pages = pageRoutes(routes);

  it('has exactly the routes of docs/product.md §2', () => {
    expect(pages.map((route) => route.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(SPEC_PATHS)('matches %s to its own page route with a lazy loader', async (path) => {
    const matches = matchRoutes(routes, concrete(path));
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path).toBe(path);
    expect(typeof leaf?.lazy).toBe('function');
    expect(leaf?.errorElement).toBeTruthy();
    const Page = await loadPageComponent(leaf as RouteObject);
    expect(typeof Page).toBe('function');
  });

  it('loads one page component per page id, a different one for every page id', async () => {
    const componentsByPage = new Map<PageId, Set<ComponentType>>();
    for (const route of pages) {
      const { page } = route.handle as PageRouteHandle;
      const components = componentsByPage.get(page) ?? new Set<ComponentType>();
      components.add(await loadPageComponent(route));
      componentsByPage.set(page, components);
    }
    expect([...componentsByPage.keys()].sort()).toEqual([...PAGE_IDS].sort());
    for (const [page, components] of componentsByPage) {
      expect(components.size, page).toBe(1);
    }
    const distinct = new Set([...componentsByPage.values()].flatMap((set) => [...set]));
    expect(distinct.size).toBe(PAGE_IDS.length);
  });

  it('shows the same page on the two paths of a shared page id', async () => {
    const pageAt = (path: string) =>
      loadPageComponent(matchRoutes(routes, path)?.at(-1)?.route as RouteObject);
    expect(await pageAt('/hca-exam-booking')).toBe(await pageAt('/services/hca-exam-booking'));
    expect(await pageAt('/hca-exam-registration')).toBe(
      await pageAt('/services/hca-exam-registration'),
    );
    expect(await pageAt('/hca-exam-booking')).not.toBe(await pageAt('/hca-exam-registration'));
  });

  it('guards the signed-in routes and book-appointment, not the public ones', async () => {
    const guarded = async (path: string) => {
      const route = matchRoutes(routes, concrete(path))?.at(-1)?.route as RouteObject;
      const resolved = (await (route.lazy as () => Promise<{ element: ReactElement }>)()).element;
      return resolved.type === RouteGuard;
    };
    expect(await guarded('/dashboard')).toBe(true);
    expect(await guarded('/users/:userId')).toBe(true);
    expect(await guarded('/book-appointment')).toBe(true);
    expect(await guarded('/services')).toBe(false);
    expect(await guarded('/')).toBe(false);
  });
});

describe('rendered routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notFoundBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Jamii Service Centre'));
  });

  it('renders the Complete Task placeholder with its note and title', async () => {
    renderAt('/tasks/42/complete', sessionUser());
    expect(await screen.findByRole('heading', { name: 'Complete Task' })).toBeInTheDocument();
    expect(screen.getByText('This page will be implemented soon.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Complete Task | Jamii Service Centre'));
    // Signed-in pages have the sidebar.
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it.each([
    ['/post-jobs', 'Post Jobs'],
    ['/users', 'Users'],
    ['/account-settings', 'Account Settings'],
    ['/applications', 'Applications'],
    ['/hca-applications', 'HCA Applications'],
    ['/appointments', 'Appointments'],
  ])('titles %s with its route title, in the <h1> and the document title', async (path, title) => {
    renderAt(path, sessionUser({ role: 'admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Jamii Service Centre`));
  });

  it("speaks a staff member's language: sidebar, <h1> and document title in Kiswahili", async () => {
    renderAt('/users', sessionUser({ role: 'admin', language: 'sw' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Watumiaji' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Watumiaji | Jamii Service Centre'));
    expect(document.documentElement.lang).toBe('sw');
    const sidebar = screen.getByRole('navigation', { name: 'Ofisi ya ndani' });
    expect(sidebar).toHaveTextContent('Dashibodi');
  });

  it('titles the 404 page in Kiswahili', async () => {
    await setLanguage('sw');
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ukurasa haupatikani' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ukurasa haupatikani | Jamii Service Centre'));
  });

  it('renders the Create Task placeholder', async () => {
    renderAt('/create-task', sessionUser());
    expect(await screen.findByRole('heading', { name: 'Create Task' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.placeholderSoon)).toBeInTheDocument();
  });

  it('renders the home page with header, hero calls to action and footer, without a sidebar', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expectLinks({
      'Jamii Service Centre': '/',
      'Explore our services': '/services',
      'Book an appointment': '/book-appointment',
    });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Jamii Service Centre. All rights reserved.`,
    );
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Jamii Service Centre'));
  });
});

describe('route guard and session redirects (docs/product.md §2, §6)', () => {
  it('sends a signed-out visitor of /visits to /login, remembering where they were', async () => {
    const router = renderAt('/visits?day=today');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/visits', search: '?day=today', hash: '' },
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-out visitor book an appointment', async () => {
    renderAt('/book-appointment');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/appointment/i);
  });

  it('shows a spinner while the session loads', async () => {
    renderAt('/visits', null, { loading: true });
    expect(await screen.findByText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Visit Management' })).not.toBeInTheDocument();
  });

  it('shows Access Denied to a receptionist on /users, with links to bank services and back to the dashboard', async () => {
    renderAt('/users', sessionUser({ role: 'receptionist' }));
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeInTheDocument();
    expectLinks({
      'Go to Bank Services': '/bank-services',
      'Go to the dashboard': '/dashboard',
    });
  });

  it('offers the restricted equity user no dashboard link (theirs is bank services)', async () => {
    renderAt('/visits', sessionUser({ role: 'equity' }));
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Bank Services' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();
  });

  it('keeps the mail outbox to admins: Access Denied to a manager on /admin/mail', async () => {
    renderAt('/admin/mail', sessionUser({ role: 'manager' }));
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Mail Outbox' }),
    ).not.toBeInTheDocument();
  });

  it('shows a receptionist only their sidebar items', async () => {
    renderAt('/dashboard', sessionUser({ role: 'receptionist' }));
    const sidebar = await screen.findByRole('navigation', { name: 'Back office' });
    const links = Array.from(sidebar.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/dashboard', '/visitors/register', '/visits', '/appointments']);
  });

  it('keeps equity to bank services: Access Denied on the dashboard, one sidebar item', async () => {
    renderAt('/dashboard', sessionUser({ role: 'equity' }));
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Back office' });
    expect(Array.from(sidebar.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/bank-services',
    ]);
  });

  it('tells a receptionist that reports are not theirs (no view_reports)', async () => {
    renderAt('/reports', sessionUser({ role: 'receptionist' }));
    expect(await screen.findByText('You do not have access to reports.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });

  it('keeps a restricted user id to bank services whatever its role', async () => {
    renderAt('/reports', sessionUser({ role: 'admin', restricted: true }));
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeInTheDocument();
  });

  it('shows the unread badge capped at 99+', async () => {
    renderAt('/dashboard', sessionUser({ role: 'admin' }));
    expect(await screen.findByRole('link', { name: 'Messages 99+ unread' })).toBeInTheDocument();
  });

  it('takes a signed-in user from / to /dashboard', async () => {
    const router = renderAt('/', sessionUser());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('takes a signed-in user from /login to /dashboard', async () => {
    const router = renderAt('/login', sessionUser());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('makes a seeded account set a new password before anything else', async () => {
    renderAt('/dashboard', sessionUser({ mustChangePassword: true }));
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('leads the sidebar link /license-renewals to the licence renewals admin page', async () => {
    const router = renderAt('/license-renewals', sessionUser({ role: 'manager' }));
    expect(await screen.findByRole('heading', { name: 'License Renewals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/license-renewals');
  });
});
