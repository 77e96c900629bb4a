import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeOwnPassword } from '../api/change-own-password';
import { setLanguage } from '../../../lib/i18n';
import { ChangePasswordForm } from './change-password-form';

vi.mock('../api/change-own-password', () => ({ changeOwnPassword: vi.fn() }));

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText(/^Current password/), current);
  if (next) await userEvent.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  vi.mocked(changeOwnPassword).mockReset();
});

describe('ChangePasswordForm', () => {
  it('rejects a new password shorter than 12 characters, next to the field', async () => {
    render(<ChangePasswordForm />);
    await fill('old-password-1', 'short-pass', 'short-pass');
    expect(await screen.findByText('Password must be at least 12 characters')).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Password must be at least 12 characters',
    );
    expect(changeOwnPassword).not.toHaveBeenCalled();
  });

  it('rejects a confirmation that does not match', async () => {
    render(<ChangePasswordForm />);
    await fill('old-password-1', 'a-long-new-password', 'a-long-new-passwort');
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(changeOwnPassword).not.toHaveBeenCalled();
  });

  it('asks for the current password', async () => {
    render(<ChangePasswordForm />);
    await fill('', 'a-long-new-password', 'a-long-new-password');
    expect(await screen.findByText('Enter your current password.')).toBeVisible();
  });

  it('changes the password and says so', async () => {
    vi.mocked(changeOwnPassword).mockResolvedValue(undefined);
    render(<ChangePasswordForm />);
    await fill('old-password-1', 'a-long-new-password', 'a-long-new-password');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(changeOwnPassword).toHaveBeenCalledWith({
      currentPassword: 'old-password-1',
      newPassword: 'a-long-new-password',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('puts a wrong current password next to that field', async () => {
    vi.mocked(changeOwnPassword).mockRejectedValue(
      Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-credential' }),
    );
    render(<ChangePasswordForm />);
    await fill('wrong-password', 'a-long-new-password', 'a-long-new-password');
    expect(await screen.findByText('Current password is incorrect.')).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Current password is incorrect.',
    );
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });
});

describe('ChangePasswordForm in Kiswahili', () => {
  it("labels the fields and reports the form's own checks in Kiswahili", async () => {
    await setLanguage('sw');
    render(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText(/^Nenosiri jipya/), 'a-long-new-password');
    await userEvent.type(
      screen.getByLabelText(/^Thibitisha nenosiri jipya/),
      'a-long-new-passwort',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Badilisha nenosiri' }));
    expect(await screen.findByText('Manenosiri hayalingani.')).toBeVisible();
    expect(screen.getByLabelText(/^Nenosiri la sasa/)).toHaveAccessibleDescription(
      'Weka nenosiri lako la sasa.',
    );
    expect(changeOwnPassword).not.toHaveBeenCalled();
  });
});
