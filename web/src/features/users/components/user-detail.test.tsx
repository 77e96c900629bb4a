import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { SHOWN_NOT_SPOKEN } from '../../../lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../data/users/get-user';
import { getUserAudit } from '../../../data/users/list-user-audit';
import { updateUserDepartment } from '../api/update-user-department';
import { updateUserRole } from '../api/update-user-role';
import { updateUserStatus } from '../api/update-user-status';
import { renderWithProviders } from '../../../test/render';
import { aUser } from '../../../data/users/testing';
import { setLanguage } from '../../../lib/i18n';
import { UserDetail } from './user-detail';
import { expectTexts } from '../../../test/texts';

// The read modules' hooks backed by fake reads; the callables replaced outright.
const [{ fakeRead }, { userKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../../test/fake-read'), import('../../../data/users/keys')]),
);
vi.mock('../../../data/users/get-user', () =>
  fakeRead('getUser', 'useUser', userKeys.detail, 'userQueryOptions'),
);
vi.mock('../../../data/users/list-user-audit', () => ({
  USER_AUDIT_LIMIT: 50,
  ...fakeRead('getUserAudit', 'useUserAudit', userKeys.audit),
}));
// The callables are fakes; their hooks are the real ones around them (cache refresh included).
const { fakeUpdate } = vi.hoisted(() => ({
  fakeUpdate: async (update: string, hook: string) => {
    const { useUserMutation } = await import('../api/use-user-mutation');
    const fake = vi.fn();
    return { [update]: fake, [hook]: () => useUserMutation(fake) };
  },
}));
vi.mock('../api/update-user-status', () => fakeUpdate('updateUserStatus', 'useUpdateUserStatus'));
vi.mock('../api/update-user-role', () => fakeUpdate('updateUserRole', 'useUpdateUserRole'));
vi.mock('../api/update-user-department', () =>
  fakeUpdate('updateUserDepartment', 'useUpdateUserDepartment'),
);
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const ADMIN = aUser({ uid: 'admin-1', displayName: 'Amina Otieno', role: 'admin' });
const BARAKA = aUser({
  uid: 'u-2',
  displayName: 'Baraka Mwangi',
  email: 'baraka@centre.test',
  role: 'agent',
  department: 'Passport Services',
});

function renderDetail(userId = BARAKA.uid, currentUser = { uid: ADMIN.uid, role: 'admin' }) {
  return renderWithProviders(<UserDetail userId={userId} currentUser={currentUser} />);
}

beforeEach(() => {
  vi.mocked(getUser).mockReset();
  vi.mocked(getUser).mockImplementation(
    async (userId: string) => [ADMIN, BARAKA].find((user) => user.uid === userId) ?? null,
  );
  vi.mocked(getUserAudit).mockReset();
  vi.mocked(getUserAudit).mockResolvedValue([]);
  vi.mocked(updateUserStatus).mockReset();
  vi.mocked(updateUserRole).mockReset();
  vi.mocked(updateUserDepartment).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

/** A callable's refusal as the Functions SDK throws it. */
const callableError = (message: string, code: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

/** Picks `option` in the select labelled `label` and saves that field ('Save status'). */
async function saveField(label: string, option: string) {
  await userEvent.selectOptions(await screen.findByLabelText(label), option);
  await userEvent.click(screen.getByRole('button', { name: `Save ${label.toLowerCase()}` }));
}

describe('UserDetail', () => {
  it("shows the user's profile under their name", async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Baraka Mwangi' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expectTexts(profile, ['baraka@centre.test', 'Agent', 'Passport Services', 'Active']);
  });

  it("titles the page 'User' while loading and when the user does not exist", async () => {
    renderDetail('missing');
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User not found. The user may have been deleted.',
    );
  });

  it('saves a new status with the signed-in uid as updatedBy', async () => {
    vi.mocked(updateUserStatus).mockResolvedValue({
      userId: BARAKA.uid,
      changedFields: ['status'],
    });
    renderDetail();
    await saveField('Status', 'suspended');

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Status updated.'));
    expect(updateUserStatus).toHaveBeenCalledWith({
      userId: 'u-2',
      status: 'suspended',
      updatedBy: 'admin-1',
    });
    // The record is read again after the change.
    await vi.waitFor(() =>
      expect(vi.mocked(getUser).mock.calls.filter(([id]) => id === 'u-2').length).toBe(2),
    );
  });

  it('keeps focus on Save status through the save and the record’s refresh, the saved status shown', async () => {
    const user = userEvent.setup();
    vi.mocked(updateUserStatus).mockImplementation(async () => {
      // The record now reads suspended: the refresh after the save shows it.
      vi.mocked(getUser).mockImplementation(async (userId: string) =>
        userId === BARAKA.uid ? { ...BARAKA, status: 'suspended' } : ADMIN,
      );
      return { userId: BARAKA.uid, changedFields: ['status'] };
    });
    renderDetail();
    await user.selectOptions(await screen.findByLabelText('Status'), 'suspended');
    const save = screen.getByRole('button', { name: 'Save status' });
    save.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Status updated.'));
    await vi.waitFor(() =>
      expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Suspended'),
    );
    // The same button, still focused: nothing changed since the save, so it is idle.
    expect(save).toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Status')).toHaveValue('suspended');
    await user.keyboard('{Enter}');
    expect(updateUserStatus).toHaveBeenCalledTimes(1);
  });

  it('shows the docs/product.md §8 message beside the form and as a toast when the change is refused', async () => {
    vi.mocked(updateUserStatus).mockRejectedValue(
      callableError('The manage_users permission is required.', 'permission-denied'),
    );
    renderDetail();
    await saveField('Status', 'inactive');

    const message =
      'You do not have permission to update this user. Please contact your administrator.';
    const form = screen.getByRole('form', { name: 'Change status' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(message, SHOWN_NOT_SPOKEN);
  });

  it("words any other failure as 'Failed to update user department: ...'", async () => {
    vi.mocked(updateUserDepartment).mockRejectedValue(
      callableError('Department is not a known department', 'invalid-argument'),
    );
    renderDetail();
    await saveField('Department', 'Reception');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update user department: Department is not a known department',
    );
    expect(updateUserDepartment).toHaveBeenCalledWith({
      userId: 'u-2',
      department: 'Reception',
      updatedBy: 'admin-1',
    });
  });

  it('changes the role of another user', async () => {
    vi.mocked(updateUserRole).mockResolvedValue({ userId: BARAKA.uid, changedFields: ['role'] });
    renderDetail();
    await saveField('Role', 'manager');
    await vi.waitFor(() =>
      expect(updateUserRole).toHaveBeenCalledWith({
        userId: 'u-2',
        role: 'manager',
        updatedBy: 'admin-1',
      }),
    );
  });

  it('disables the role select, with a note, on your own page', async () => {
    renderDetail(ADMIN.uid);
    const role = await screen.findByLabelText('Role');
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription('You cannot change your own role.');
    expect(screen.getByRole('button', { name: 'Save role' })).toBeDisabled();
    expect(screen.getByLabelText('Status')).toBeEnabled();
  });

  it('lists the audit history: action, changed fields, who and when', async () => {
    vi.mocked(getUserAudit).mockResolvedValue([
      {
        id: 'a1',
        actor: 'admin-1',
        action: 'user.role.update',
        target: 'u-2',
        changedFields: {
          role: { from: 'receptionist', to: 'agent' },
          permissions: { from: [], to: ['view_dashboard'] },
        },
        at: new Date('2025-03-04T12:30:00Z'),
      },
    ]);
    renderDetail();
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Role changed')).toBeInTheDocument();
    expect(within(history).getByText('Role: Receptionist → Agent')).toBeInTheDocument();
    expect(await within(history).findByText(/by Amina Otieno/)).toBeInTheDocument();
    expect(within(history).getByText(/4 Mar 2025/)).toBeInTheDocument();
  });

  it('says when no changes are recorded', async () => {
    renderDetail();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});

describe('UserDetail in Kiswahili', () => {
  it('shows the profile, the forms and the history in Kiswahili, dates included', async () => {
    await setLanguage('sw');
    vi.mocked(getUserAudit).mockResolvedValue([]);
    vi.mocked(getUser).mockImplementation(async (userId: string) =>
      userId === BARAKA.uid ? { ...BARAKA, createdAt: new Date(2026, 7, 5, 9, 30) } : null,
    );
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Baraka Mwangi' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Watumiaji wote' })).toHaveAttribute('href', '/users');
    const profile = screen.getByRole('region', { name: 'Wasifu' });
    expect(profile).toHaveTextContent('5 Ago 2026');
    expect(profile).toHaveTextContent('Wakala');
    expect(screen.getByRole('form', { name: 'Badilisha jukumu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hifadhi idara' })).toBeInTheDocument();
    expect(await screen.findByText('Bado hakuna mabadiliko yaliyorekodiwa.')).toBeVisible();
  });
});
