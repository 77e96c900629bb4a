import { MESSAGES } from '@centre/domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { sendPasswordReset } from '../api/send-password-reset';
import { signIn } from '../api/sign-in';
import { LoginForm } from './login-form';

vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }));
vi.mock('../api/send-password-reset', () => ({ sendPasswordReset: vi.fn() }));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderForm(onSignedIn = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginForm onSignedIn={onSignedIn} />} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onSignedIn };
}

async function fillIn(email = 'amina@example.org', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
}

beforeEach(() => {
  vi.mocked(signIn).mockReset();
  vi.mocked(sendPasswordReset).mockReset();
});

describe('LoginForm', () => {
  it('has a required email field typed as email and a required password field', () => {
    renderForm();
    const email = screen.getByLabelText(/Email/);
    const password = screen.getByLabelText(/Password/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it("reads 'Signing In...' while signing in, then shows the failure message of docs/product.md §8", async () => {
    const pending = deferred();
    vi.mocked(signIn).mockReturnValue(pending.promise);
    renderForm();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith({
      email: 'amina@example.org',
      password: 'secret-pass',
      remember: true,
    });

    pending.reject(Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign in. Please check your credentials.',
    );
    expect(screen.getByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([
    [
      'auth/network-request-failed',
      'We could not reach the sign-in service. Check your internet connection and try again.',
    ],
    [
      'auth/timeout',
      'We could not reach the sign-in service. Check your internet connection and try again.',
    ],
    ['auth/too-many-requests', 'Too many sign-in attempts. Wait a few minutes, then try again.'],
  ])(
    'says what went wrong when Auth answers %s, not that the credentials are wrong',
    async (code, text) => {
      vi.mocked(signIn).mockRejectedValue(Object.assign(new Error('failed'), { code }));
      renderForm();
      await fillIn();
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByText(MESSAGES.loginFailed)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    },
  );

  it('goes to the dashboard after signing in', async () => {
    vi.mocked(signIn).mockResolvedValue(undefined);
    const { onSignedIn } = renderForm();
    await fillIn();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ remember: false }));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('sends a password reset email to the typed address', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue(undefined);
    renderForm();
    await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByText('Password reset email sent.')).toBeInTheDocument();
    expect(sendPasswordReset).toHaveBeenCalledWith('amina@example.org');
  });

  it('asks for the email before sending a reset', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(sendPasswordReset).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/Enter your email address/);
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it('speaks Kiswahili: labels, the button and the password reset prompt', async () => {
    await setLanguage('sw', { persist: false });
    renderForm();
    expect(screen.getByLabelText(/Barua pepe/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Nenosiri/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Nikumbuke' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Ingia' })).toHaveAttribute('type', 'submit');
    await userEvent.click(screen.getByRole('button', { name: 'Umesahau nenosiri?' }));
    expect(screen.getByRole('status')).toHaveTextContent('Weka anwani yako ya barua pepe hapo juu');
    expect(signIn).not.toHaveBeenCalled();
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('speaks Kiswahili while signing in and when Auth cannot be reached', async () => {
    await setLanguage('sw', { persist: false });
    const pending = deferred();
    vi.mocked(signIn).mockReturnValue(pending.promise);
    renderForm();
    await userEvent.type(screen.getByLabelText(/Barua pepe/), 'amina@example.org');
    await userEvent.type(screen.getByLabelText(/Nenosiri/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await screen.findByRole('button', { name: 'Unaingia...' })).toBeDisabled();
    pending.reject(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hatukuweza kufikia huduma ya kuingia. Kagua muunganisho wako wa intaneti kisha ujaribu tena.',
    );
  });
});
