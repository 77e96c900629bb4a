import { describe, expect, it } from 'vitest';
import { SIDEBAR_ITEMS, visibleSidebarItems } from './sidebar';

const labels = (role: string | null | undefined, permissions: string[] = []) =>
  visibleSidebarItems(role === undefined ? null : { uid: 'u', role, permissions }).map(
    (i) => i.label,
  );

describe('visibleSidebarItems (SPEC 6 sidebar filtering)', () => {
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
    [
      'manager',
      [
        'Dashboard',
        'Visitor Registration',
        'Visit Management',
        'HCA Applications',
        'Appointments',
        'Jobs',
        'License Renewals',
        'Messages',
        'Reports',
      ],
    ],
    [
      'agent',
      [
        'Dashboard',
        'Visitor Registration',
        'Visit Management',
        'HCA Applications',
        'Appointments',
        'Jobs',
        'License Renewals',
        'Messages',
        'Reports',
        'Users',
        'Bank Services',
      ],
    ],
  ])('shows %s the items its permissions grant', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it("adds an item granted by the user's own permissions list", () => {
    expect(labels('receptionist', ['view_reports'])).toContain('Reports');
  });

  it('keeps the SPEC 2 routes of the items it shows', () => {
    const byLabel = Object.fromEntries(SIDEBAR_ITEMS.map((i) => [i.label, i.to]));
    expect(byLabel['Visitor Registration']).toBe('/visitors/register');
    expect(byLabel['Visit Management']).toBe('/visits');
    expect(byLabel['HCA Applications']).toBe('/applications');
    expect(byLabel['License Renewals']).toBe('/license-renewals');
  });
});
