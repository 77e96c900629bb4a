import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_REDIRECTS, routeTitle } from './routes';
import { SIDEBAR_ITEMS, visibleSidebarItems } from './sidebar';

const labels = (role: string | null | undefined, permissions: string[] = []) =>
  visibleSidebarItems(role === undefined ? null : { uid: 'u', role, permissions }).map(
    (i) => i.label,
  );

const MANAGER_ITEMS = [
  'Dashboard',
  'Visitor Registration',
  'Visit Management',
  'HCA Applications',
  'Appointments',
  'Jobs',
  'License Renewals',
  'Messages',
  'Reports',
];

describe('visibleSidebarItems (docs/product.md §6.7 sidebar filtering)', () => {
  it('shows nothing without user data', () => {
    expect(labels(undefined)).toEqual([]);
  });

  it('shows Dashboard and Visitor Registration to a user with no role', () => {
    expect(labels(null)).toEqual(['Dashboard', 'Visitor Registration']);
  });

  it('shows only Bank Services to equity', () => {
    expect(labels('equity')).toEqual(['Bank Services']);
  });

  it.each([
    ['admin', SIDEBAR_ITEMS.map((i) => i.label)],
    ['receptionist', ['Dashboard', 'Visitor Registration', 'Visit Management', 'Appointments']],
    ['bank_agent', ['Dashboard', 'Messages', 'Bank Services']],
    ['manager', MANAGER_ITEMS],
    ['agent', [...MANAGER_ITEMS, 'Users', 'Bank Services']],
  ])('shows %s the items its permissions grant', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it("adds an item granted by the user's own permissions list", () => {
    expect(labels('receptionist', ['view_reports'])).toContain('Reports');
  });

  it('keeps the docs/product.md §2 routes of the items it shows', () => {
    const byLabel = Object.fromEntries(SIDEBAR_ITEMS.map((i) => [i.label, i.to]));
    expect(byLabel['Visitor Registration']).toBe('/visitors/register');
    expect(byLabel['Visit Management']).toBe('/visits');
    expect(byLabel['HCA Applications']).toBe('/applications');
    expect(byLabel['License Renewals']).toBe('/license-renewals');
  });

  it('leads each item to the page it names, directly or through a redirect', () => {
    for (const item of SIDEBAR_ITEMS) {
      const target = ROUTE_REDIRECTS.find((redirect) => redirect.from === item.to)?.to ?? item.to;
      expect(ROUTES.find((route) => route.path === target)?.page, item.label).toBe(item.page);
    }
  });

  it('keeps the SPEC labels where they differ from the page titles', () => {
    const labelOf = Object.fromEntries(SIDEBAR_ITEMS.map((i) => [i.page, i.label]));
    expect(labelOf['applications']).toBe('HCA Applications');
    expect(routeTitle('applications')).toBe('Applications');
    expect(labelOf['post-jobs']).toBe('Jobs');
    expect(routeTitle('post-jobs')).toBe('Post Jobs');
  });
});
