import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaffUser } from '../api/create-staff-user';
import { renderWithProviders } from '../../../test/render';
import { setLanguage } from '../../../lib/i18n';
import { CreateUserDialog } from './create-user-dialog';

vi.mock('../api/create-staff-user', async () => {
  const { useUserMutation } = await import('../api/use-user-mutation');
  const createStaffUser = vi.fn();
  return { createStaffUser, useCreateStaffUser: () => useUserMutation(createStaffUser) };
});
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

function renderDialog(currentUserRole: string | null = 'admin') {
  const onClose = vi.fn();
  renderWithProviders(
    <CreateUserDialog open onClose={onClose} currentUserRole={currentUserRole} />,
  );
  return { onClose };
}

/** The dialog as the users page holds it: closing it unmounts the form, "New user" opens it. */
function OpenableDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New user
      </button>
      <CreateUserDialog open={open} onClose={() => setOpen(false)} currentUserRole="admin" />
    </>
  );
}

const DRAFT_KEY = 'centre:staff-draft:users:new-user';
const PASSWORD = 'correct-horse-battery';

/** Every value the tab keeps in sessionStorage. */
function sessionValues(): string[] {
  return Array.from({ length: sessionStorage.length }, (_, index) => {
    const key = sessionStorage.key(index);
    return key === null ? '' : (sessionStorage.getItem(key) ?? '');
  });
}

beforeEach(() => {
  vi.mocked(createStaffUser).mockReset();
  vi.mocked(toast.success).mockReset();
});

describe('CreateUserDialog', () => {
  it('is a labelled modal dialog with focus on the first field', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Create user' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows an error next to each invalid field and does not call the server', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Temporary password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('Email is not a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Email is not a valid email address',
    );
    expect(createStaffUser).not.toHaveBeenCalled();
  });

  it('asks for the email when it is empty', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('creates the user with the parsed input and closes', async () => {
    vi.mocked(createStaffUser).mockResolvedValue({ uid: 'new-uid' });
    const { onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText(/^Email/), 'Zawadi@Centre.test');
    await userEvent.type(screen.getByLabelText(/^Display name/), '  Zawadi Kamau ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Department' }),
      'Reception',
    );
    await userEvent.type(screen.getByLabelText(/^Temporary password/), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createStaffUser).toHaveBeenCalledWith({
      email: 'zawadi@centre.test',
      displayName: 'Zawadi Kamau',
      role: 'manager',
      department: 'Reception',
      password: 'correct-horse-battery',
    });
    expect(toast.success).toHaveBeenCalledWith('User zawadi@centre.test created.');
  });

  it("shows the server's error in the dialog", async () => {
    vi.mocked(createStaffUser).mockRejectedValue(
      Object.assign(new Error('Only a superadmin can grant that role.'), {
        code: 'functions/permission-denied',
      }),
    );
    const { onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@centre.test');
    await userEvent.type(screen.getByLabelText(/^Temporary password/), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a superadmin can grant that role.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when a record for that account already exists', async () => {
    vi.mocked(createStaffUser).mockResolvedValue({ skipped: true });
    const { onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText(/^Email/), 'old@centre.test');
    await userEvent.type(screen.getByLabelText(/^Temporary password/), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(/already exists/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives back what was typed after the dialog is closed by mistake, never the password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OpenableDialog />);
    await user.type(screen.getByLabelText(/^Email/), 'zawadi@centre.test');
    await user.type(screen.getByLabelText(/^Display name/), 'Zawadi Kamau');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Reception');
    await user.type(screen.getByLabelText(/^Temporary password/), PASSWORD);
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    expect(sessionValues().filter((value) => value.includes(PASSWORD))).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New user' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('zawadi@centre.test');
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('Zawadi Kamau');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('manager');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Reception');
    expect(screen.getByLabelText(/^Temporary password/)).toHaveValue('');
  });

  it('forgets the draft on Cancel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OpenableDialog />);
    await user.type(screen.getByLabelText(/^Email/), 'zawadi@centre.test');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New user' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('forgets the draft once the user is created', async () => {
    vi.mocked(createStaffUser).mockResolvedValue({ uid: 'new-uid' });
    const user = userEvent.setup();
    renderWithProviders(<OpenableDialog />);
    await user.type(screen.getByLabelText(/^Email/), 'zawadi@centre.test');
    await user.type(screen.getByLabelText(/^Temporary password/), PASSWORD);
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New user' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('offers superadmin only to a superadmin', () => {
    renderDialog('admin');
    expect(screen.queryByRole('option', { name: 'Super admin' })).not.toBeInTheDocument();
  });
});

describe('CreateUserDialog in Kiswahili', () => {
  it('asks for the new user in Kiswahili', async () => {
    await setLanguage('sw');
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Ongeza mtumiaji' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nenosiri la muda/)).toHaveAccessibleDescription(
      'Angalau herufi 12.',
    );
    expect(screen.getByRole('option', { name: 'Wakala wa benki' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
  });
});
