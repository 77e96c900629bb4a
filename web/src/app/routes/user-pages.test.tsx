import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../data/users/get-user';
import { getUserAudit } from '../../data/users/list-user-audit';
import { getUsers } from '../../data/users/list-users';
import { updateOwnPreferences } from '../../features/users/api/update-own-preferences';
import { aUser } from '../../data/users/testing';
import { sessionUser } from '../../test/auth-session';
import { renderPage } from '../../test/render-page';
import AccountSettingsPage from './account-settings';
import StaffProfilePage from './staff-profile';
import UserDetailPage from './user-detail';
import UsersPage from './users';

vi.mock('../../lib/firebase', () => ({ app: {} }));
vi.mock('../../lib/firebase-auth', () => ({ auth: {} }));
vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('../../lib/functions', () => ({ functions: {} }));
vi.mock('../../data/users/list-users', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  const getUsers = vi.fn();
  return {
    getUsers,
    useUsers: () => useQuery({ queryKey: ['users', 'list', { scope: 'all' }], queryFn: getUsers }),
  };
});
const [{ fakeRead }, { userKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../test/fake-read'), import('../../data/users/keys')]),
);
vi.mock('../../data/users/get-user', () =>
  fakeRead('getUser', 'useUser', userKeys.detail, 'userQueryOptions'),
);
vi.mock('../../data/users/list-user-audit', () => ({
  USER_AUDIT_LIMIT: 50,
  ...fakeRead('getUserAudit', 'useUserAudit', userKeys.audit),
}));
vi.mock('../../features/users/api/update-own-preferences', () => ({
  updateOwnPreferences: vi.fn(),
}));

const ADMIN = sessionUser({ uid: 'admin-1', displayName: 'Amina', role: 'admin' });

const record = (uid: string, displayName: string) =>
  aUser({ uid, displayName, createdAt: null, updatedAt: null });

beforeEach(() => {
  vi.mocked(getUsers).mockReset();
  vi.mocked(getUser).mockReset();
  vi.mocked(getUserAudit).mockResolvedValue([]);
  vi.mocked(updateOwnPreferences).mockReset();
});

describe('/users', () => {
  it("is titled 'Users' and opens the create-user dialog", async () => {
    vi.mocked(getUsers).mockResolvedValue([record('u-2', 'Baraka')]);
    renderPage(<UsersPage />, { user: ADMIN, path: '/users', pattern: '/users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Baraka' })).toHaveAttribute(
      'href',
      '/users/u-2',
    );
    // The mail outbox is not in the sidebar: the admin reaches it from here.
    expect(screen.getByRole('link', { name: 'Mail Outbox' })).toHaveAttribute(
      'href',
      '/admin/mail',
    );

    const open = screen.getByRole('button', { name: 'Create user' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Create user' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});

describe('/users/:userId', () => {
  it("is titled with the user's name", async () => {
    vi.mocked(getUser).mockResolvedValue(record('u-2', 'Baraka Mwangi'));
    renderPage(<UserDetailPage />, { user: ADMIN, path: '/users/u-2', pattern: '/users/:userId' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Baraka Mwangi' }),
    ).toBeInTheDocument();
    expect(getUser).toHaveBeenCalledWith('u-2');
  });

  it("falls back to 'User' for a record without a name", async () => {
    vi.mocked(getUser).mockResolvedValue(record('u-3', ''));
    renderPage(<UserDetailPage />, { user: ADMIN, path: '/users/u-3', pattern: '/users/:userId' });
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
  });
});

describe('/staff-profile', () => {
  it("shows the signed-in user's details and permissions", async () => {
    renderPage(<StaffProfilePage />, {
      user: sessionUser({ role: 'bank_agent', displayName: 'Neema' }),
      path: '/staff-profile',
      pattern: '/staff-profile',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Profile' })).toBeVisible();
    expect(await screen.findByText('Neema')).toBeInTheDocument();
    expect(screen.getByText('Manage bank services')).toBeInTheDocument();
  });
});

describe('/account-settings', () => {
  it('offers a password change and saves the language to the own record', async () => {
    vi.mocked(updateOwnPreferences).mockResolvedValue(undefined);
    renderPage(<AccountSettingsPage />, { user: ADMIN, path: '/account-settings', pattern: '*' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Kiswahili' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Language preference saved.')).toBeInTheDocument();
    expect(updateOwnPreferences).toHaveBeenCalledWith('admin-1', { language: 'sw' });
    // The session now holds the new language, so the choice stays selected.
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  });

  it('switches the daily digest of new assignments off, on by default', async () => {
    vi.mocked(updateOwnPreferences).mockResolvedValue(undefined);
    renderPage(<AccountSettingsPage />, { user: ADMIN, path: '/account-settings', pattern: '*' });
    const digest = await screen.findByRole('checkbox', {
      name: 'Email me a daily digest of new assignments',
    });
    expect(digest).toBeChecked();
    await userEvent.click(digest);
    await userEvent.click(screen.getByRole('button', { name: 'Save email preference' }));
    expect(await screen.findByText('Email preference saved.')).toBeInTheDocument();
    expect(updateOwnPreferences).toHaveBeenCalledWith('admin-1', { dailyDigest: false });
    expect(digest).not.toBeChecked();
  });

  it('shows a switched-off digest unchecked and says when saving fails', async () => {
    vi.mocked(updateOwnPreferences).mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    renderPage(<AccountSettingsPage />, {
      user: { ...ADMIN, dailyDigest: false },
      path: '/account-settings',
      pattern: '*',
    });
    const digest = await screen.findByRole('checkbox', {
      name: 'Email me a daily digest of new assignments',
    });
    expect(digest).not.toBeChecked();
    await userEvent.click(digest);
    await userEvent.click(screen.getByRole('button', { name: 'Save email preference' }));
    expect(
      await screen.findByText('Your email preference could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(updateOwnPreferences).toHaveBeenCalledWith('admin-1', { dailyDigest: true });
  });
});
