import { describe, expect, it } from 'vitest';
import { PAGE_IDS, ROUTES, examplePath, isPageId, routeTitle, type AppRoute } from './routes';

// The table widened to its interface, to ask about fields only some routes have.
const TABLE: readonly AppRoute[] = ROUTES;

describe('ROUTES', () => {
  it('lists each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the users routes admin only and the three management routes admin or manager', () => {
    const restricted = Object.fromEntries(
      TABLE.filter((route) => route.allowedRoles).map((route) => [route.path, route.allowedRoles]),
    );
    // Every route with allowedRoles, and no other.
    expect(restricted).toEqual({
      '/users': ['admin'],
      '/users/:userId': ['admin'],
      '/admin/mail': ['admin'],
      '/admin/license-renewals': ['admin', 'manager'],
      '/admin/license-renewals/:renewalId': ['admin', 'manager'],
      '/post-jobs': ['admin', 'manager'],
      '/commission-dashboard': ['admin', 'manager'],
    });
  });

  it('lets only book-appointment through the guard without sign-in', () => {
    expect(ROUTES.filter((route) => route.access === 'open').map((route) => route.path)).toEqual([
      '/book-appointment',
    ]);
  });

  it('gives the messages page the full-height layout and the home page header and footer only', () => {
    expect(ROUTES.find((route) => route.path === '/messages')?.layout).toBe('fullHeight');
    expect(ROUTES.find((route) => route.path === '/')?.layout).toBe('home');
  });

  it('shows the waiting-room display full screen to anyone', () => {
    expect(ROUTES.find((route) => route.path === '/queue-display')).toMatchObject({
      page: 'queue-display',
      access: 'public',
      layout: 'display',
    });
  });

  it('gives the paths that share a page id the same title', () => {
    for (const route of ROUTES) expect(routeTitle(route.page)).toBe(route.title);
    expect(routeTitle('hca-exam-booking')).toBe('HCA Exam Booking');
    expect(routeTitle('license-renewals-admin')).toBe('License Renewals');
  });

  it('lists each page id once and knows which strings are page ids', () => {
    expect(new Set(PAGE_IDS).size).toBe(PAGE_IDS.length);
    expect(PAGE_IDS).toHaveLength(48);
    expect(isPageId('user-detail')).toBe(true);
    expect(isPageId('User')).toBe(false);
    expect(isPageId(undefined)).toBe(false);
  });

  it('fills parameters with example values', () => {
    expect(examplePath({ path: '/jobs/:jobId' } as never)).toBe('/jobs/example-jobId');
    expect(examplePath({ path: '/tasks/:taskId/complete' } as never)).toBe(
      '/tasks/example-taskId/complete',
    );
  });
});
