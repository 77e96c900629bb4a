import { describe, expect, it } from 'vitest';
import { decideRouteAccess, hasPermission, type AccessUser, type GuardInput } from './access';
import { ROUTES, type AppRoute } from './routes';

const user = (
  role: string | null,
  permissions: string[] = [],
  uid = `${role}-uid`,
): AccessUser => ({
  uid,
  role,
  permissions,
});

describe('hasPermission', () => {
  it.each([
    ['no user', null, 'view_dashboard', false],
    ['no role', user(null, ['view_dashboard']), 'view_dashboard', false],
    ['admin, any permission', user('admin'), 'manage_users', true],
    ['superadmin, any permission', user('superadmin'), 'manage_reports', true],
    ['receptionist, granted by role', user('receptionist'), 'view_appointments', true],
    ['receptionist, not granted', user('receptionist'), 'manage_visits', false],
    [
      'receptionist, granted by own list',
      user('receptionist', ['manage_visits']),
      'manage_visits',
      true,
    ],
    ['manager, manage_reports', user('manager'), 'manage_reports', false],
    ['agent, view_users', user('agent'), 'view_users', true],
    ['bank_agent, view_applications', user('bank_agent'), 'view_applications', false],
    ['equity, view_bank_services', user('equity'), 'view_bank_services', false],
  ] as const)('%s -> %s', (_case, who, permission, expected) => {
    expect(hasPermission(who, permission)).toBe(expected);
  });
});

const route = (path: string): AppRoute => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const decide = (overrides: Partial<GuardInput> & { route: AppRoute }) =>
  decideRouteAccess({
    pathname: overrides.route.path,
    authLoading: false,
    user: null,
    restrictedUserIds: [],
    ...overrides,
  }).kind;

describe('decideRouteAccess (docs/product.md §6.4 route guard)', () => {
  it.each([
    ['public page, signed out', { route: route('/services') }, 'allow'],
    ['public page while auth loads', { route: route('/'), authLoading: true }, 'allow'],
    ['signed-in page while auth loads', { route: route('/visits'), authLoading: true }, 'loading'],
    ['signed-in page, signed out', { route: route('/visits') }, 'redirectToLogin'],
    ['book-appointment, signed out', { route: route('/book-appointment') }, 'allow'],
    [
      'dashboard, receptionist',
      { route: route('/dashboard'), user: user('receptionist') },
      'allow',
    ],
    ['users, receptionist', { route: route('/users'), user: user('receptionist') }, 'accessDenied'],
    ['users, manager', { route: route('/users'), user: user('manager') }, 'accessDenied'],
    ['users, admin', { route: route('/users'), user: user('admin') }, 'allow'],
    ['mail outbox, admin', { route: route('/admin/mail'), user: user('admin') }, 'allow'],
    [
      'mail outbox, manager',
      { route: route('/admin/mail'), user: user('manager') },
      'accessDenied',
    ],
    [
      'users/:id, superadmin',
      { route: route('/users/:userId'), user: user('superadmin') },
      'allow',
    ],
    ['post-jobs, manager', { route: route('/post-jobs'), user: user('manager') }, 'allow'],
    ['post-jobs, agent', { route: route('/post-jobs'), user: user('agent') }, 'accessDenied'],
    [
      'licence admin, admin',
      { route: route('/admin/license-renewals'), user: user('admin') },
      'allow',
    ],
    [
      'commission dashboard, bank_agent',
      { route: route('/commission-dashboard'), user: user('bank_agent') },
      'accessDenied',
    ],
    ['dashboard, equity', { route: route('/dashboard'), user: user('equity') }, 'accessDenied'],
    ['bank services, equity', { route: route('/bank-services'), user: user('equity') }, 'allow'],
    [
      'bank client, equity',
      {
        route: route('/bank-services/clients/:clientId'),
        pathname: '/bank-services/clients/c1',
        user: user('equity'),
      },
      'allow',
    ],
    [
      'dashboard, restricted uid',
      {
        route: route('/dashboard'),
        user: user('admin', [], 'blocked'),
        restrictedUserIds: ['blocked'],
      },
      'accessDenied',
    ],
    [
      'bank services, restricted uid',
      {
        route: route('/bank-services'),
        user: user('admin', [], 'blocked'),
        restrictedUserIds: ['blocked'],
      },
      'allow',
    ],
    [
      'a path that only starts like bank services, equity',
      { route: route('/bank-services'), pathname: '/bank-services-old', user: user('equity') },
      'accessDenied',
    ],
    [
      'book-appointment, equity',
      { route: route('/book-appointment'), user: user('equity') },
      'accessDenied',
    ],
  ] as const)('%s -> %s', (_case, input, expected) => {
    expect(decide(input as Partial<GuardInput> & { route: AppRoute })).toBe(expected);
  });
});
