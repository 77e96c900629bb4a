import { MIN_PASSWORD_LENGTH } from '@centre/domain/users';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { sessionUser, TestAuthSession } from '../../../test/auth-session';
import { completePasswordChange } from '../api/complete-password-change';
import { AccountMenu } from './account-menu';
import { ForcedPasswordChange } from './forced-password-change';

vi.mock('../api/complete-password-change', () => ({ completePasswordChange: vi.fn() }));

const USER = sessionUser({ mustChangePassword: true });

function renderForced() {
  render(
    <TestAuthSession user={USER}>
      <ForcedPasswordChange user={USER} />
    </TestAuthSession>,
  );
}

beforeEach(() => {
  vi.mocked(completePasswordChange).mockReset();
});

describe('ForcedPasswordChange', () => {
  it('asks for a long enough password typed twice, and names the length', async () => {
    renderForced();
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText(`Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(completePasswordChange).not.toHaveBeenCalled();
  });

  it('speaks Kiswahili, messages and failure included', async () => {
    vi.mocked(completePasswordChange).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await setLanguage('sw', { persist: false });
    renderForced();
    expect(screen.getByRole('heading', { name: 'Weka nenosiri jipya' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi nenosiri jipya' }));
    expect(
      await screen.findByText(`Tumia angalau herufi ${MIN_PASSWORD_LENGTH}.`),
    ).toBeInTheDocument();
    expect(screen.getByText('Andika tena nenosiri jipya.')).toBeInTheDocument();

    const password = 'a-long-enough-password';
    await userEvent.type(screen.getByLabelText(/^Nenosiri jipya/), password);
    await userEvent.type(screen.getByLabelText(/^Thibitisha nenosiri jipya/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi nenosiri jipya' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nenosiri lako halikuweza kubadilishwa. Tafadhali jaribu tena.',
    );
    expect(completePasswordChange).toHaveBeenCalledWith(USER.email, password);
  });
});

describe('AccountMenu', () => {
  it('opens to Sign Out, in Kiswahili too', async () => {
    await setLanguage('sw', { persist: false });
    render(
      <TestAuthSession user={sessionUser()}>
        <MemoryRouter>
          <AccountMenu />
        </MemoryRouter>
      </TestAuthSession>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Akaunti' }));
    expect(screen.getByRole('button', { name: 'Toka' })).toBeVisible();
  });
});
