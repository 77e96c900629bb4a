import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../features/auth/machines/auth-session-machine';
import { setLanguage } from '../../lib/i18n';
import { TestAuthSession, sessionUser } from '../../test/auth-session';
import { createTestQueryClient } from '../../test/render';
import { updateOwnPreferences } from '../../features/users/api/update-own-preferences';
import { Header } from './header';

let currentUser: SessionUser | null = null;
const signOut = vi.fn();

vi.mock('../../features/auth/api/sign-in', () => ({ signIn: vi.fn() }));
vi.mock('../../features/auth/api/send-password-reset', () => ({ sendPasswordReset: vi.fn() }));
vi.mock('../../features/users/api/update-own-preferences', () => ({
  updateOwnPreferences: vi.fn(),
}));

function renderHeader(path = '/services') {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TestAuthSession user={currentUser} onSignOut={signOut}>
        <MemoryRouter initialEntries={[path]}>
          <Header />
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="*" element={<h1>Other page</h1>} />
          </Routes>
        </MemoryRouter>
      </TestAuthSession>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  currentUser = null;
  signOut.mockReset();
  vi.mocked(updateOwnPreferences).mockReset().mockResolvedValue(undefined);
});

describe('Header, signed out', () => {
  it('shows the brand link and the public navigation', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Jamii Service Centre' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Services', '/services'],
      ['Resources', '/resources'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact'],
    ] as const) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('opens the login modal from LOGIN', async () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus to the Menu button when the login opened from the mobile menu is closed', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await userEvent.click(within(menu as HTMLElement).getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(menu).not.toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('has a mobile menu toggle with the same links and LOGIN', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const mobile = within(menu as HTMLElement);
    expect(mobile.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(mobile.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    // The narrowest phones have no room for the switch in the bar: the menu carries one too.
    await userEvent.selectOptions(mobile.getByRole('combobox', { name: 'Language' }), 'sw');
    expect(await mobile.findByRole('link', { name: 'Wasiliana nasi' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
  });
});

describe('Header, signed in', () => {
  it('welcomes the user with their capitalised role and signs out from the Account menu back to /', async () => {
    currentUser = sessionUser({ displayName: 'Amina', role: 'admin' });
    renderHeader('/dashboard');
    expect(await screen.findByText('Welcome, Amina')).toBeInTheDocument();
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();

    const account = screen.getByRole('button', { name: 'Account' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    // One's own pages first (the language preference lives in Account Settings, not here).
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff Profile' })).toHaveAttribute(
      'href',
      '/staff-profile',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Account Settings' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(account);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('Header, signed in, in Kiswahili', () => {
  it('welcomes the user, names their role and the Account menu in Kiswahili', async () => {
    await setLanguage('sw');
    currentUser = sessionUser({ displayName: 'Amina', role: 'bank_agent' });
    renderHeader('/dashboard');
    expect(await screen.findByText('Karibu, Amina')).toBeInTheDocument();
    expect(await screen.findByText('Wakala wa benki')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Akaunti' }));
    expect(screen.getByRole('button', { name: 'Toka' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mipangilio ya akaunti' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });
});

describe('Header, signed in as a restricted user', () => {
  const chooseInMenu = async (language: string) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = screen.getByRole('button', { name: 'Sign Out' }).parentElement!;
    // The account pages are outside bank services: their language is chosen here instead.
    expect(within(menu).queryAllByRole('link')).toEqual([]);
    await userEvent.selectOptions(
      await within(menu).findByRole('combobox', { name: 'Language' }),
      language,
    );
  };

  it('offers their language and Sign Out, and saves the language chosen to their record', async () => {
    currentUser = sessionUser({ uid: 'equity-1', displayName: 'Equity desk', role: 'equity' });
    renderHeader('/bank-services');
    await chooseInMenu('sw');
    await waitFor(() =>
      expect(updateOwnPreferences).toHaveBeenCalledWith('equity-1', { language: 'sw' }),
    );
    expect(await screen.findByRole('button', { name: 'Toka' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the choice cannot be saved', async () => {
    vi.mocked(updateOwnPreferences).mockRejectedValue(new Error('permission-denied'));
    currentUser = sessionUser({ displayName: 'Equity desk', role: 'equity' });
    renderHeader('/bank-services');
    await chooseInMenu('sw');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hatukuweza kuhifadhi lugha uliyochagua. Tafadhali jaribu tena.',
    );
  });
});

describe('the role badge', () => {
  it.each([
    ['admin', 'Admin'],
    ['manager', 'Manager'],
    ['bank_agent', 'Bank agent'],
    ['equity', 'Equity'],
    ['superadmin', 'Super admin'],
    ['night_guard', 'Night guard'],
  ])('shows %s as %s', async (role, label) => {
    currentUser = sessionUser({ displayName: 'Amina', role });
    renderHeader('/dashboard');
    expect(await screen.findByText(label)).toBeInTheDocument();
  });
});
