import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../types';
import { setLanguage } from '../../../lib/i18n';
import { StaffProfile } from './staff-profile';
import { expectTexts } from '../../../test/texts';

const RECEPTIONIST: CurrentUser = {
  uid: 'r-1',
  email: 'rehema@centre.test',
  displayName: 'Rehema Achieng',
  role: 'receptionist',
  permissions: ['view_messages'],
  status: 'active',
  department: 'Reception',
  language: 'en',
};

describe('StaffProfile', () => {
  it("shows the user's own details", () => {
    render(<StaffProfile user={RECEPTIONIST} />);
    const details = screen.getByRole('region', { name: 'Your details' });
    expectTexts(details, [
      'Rehema Achieng',
      'rehema@centre.test',
      'Receptionist',
      'Reception',
      'Active',
    ]);
  });

  it("lists the role's permissions and the user's own, in readable words", () => {
    render(<StaffProfile user={RECEPTIONIST} />);
    const list = screen.getByRole('list', { name: 'What you can do' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'View dashboard',
      'View visitor registration',
      'Manage visitor registration',
      'View visit management',
      'View appointments',
      'View messages',
    ]);
  });

  it('lists all 21 permissions for an admin', () => {
    render(<StaffProfile user={{ ...RECEPTIONIST, role: 'admin', permissions: [] }} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(21);
    expect(screen.getByText('Manage users')).toBeInTheDocument();
  });

  it('says so when the user has no permissions', () => {
    render(<StaffProfile user={{ ...RECEPTIONIST, role: 'equity', permissions: [] }} />);
    expect(screen.getByText(/You have no permissions yet/)).toBeInTheDocument();
  });
});

describe('StaffProfile in Kiswahili', () => {
  it('names the details and the permissions in Kiswahili', async () => {
    await setLanguage('sw');
    render(<StaffProfile user={RECEPTIONIST} />);
    const details = screen.getByRole('region', { name: 'Taarifa zako' });
    expect(details).toHaveTextContent('Mhudumu wa mapokezi');
    expect(details).toHaveTextContent('Mapokezi');
    const list = screen.getByRole('list', { name: 'Unachoweza kufanya' });
    expect(within(list).getByText('Kuona dashibodi')).toBeInTheDocument();
    expect(within(list).getByText('Kuona ujumbe')).toBeInTheDocument();
  });
});
