import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { LoginModal } from './login-modal';

vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }));
vi.mock('../api/send-password-reset', () => ({ sendPasswordReset: vi.fn() }));

function renderModal(onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <LoginModal open onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

describe('LoginModal', () => {
  it('is a modal dialog labelled by its heading, with focus inside', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its Close button', async () => {
    const onClose = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab focus inside the dialog', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('renders nothing when closed', () => {
    render(
      <MemoryRouter>
        <LoginModal open={false} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is titled and described in Kiswahili', async () => {
    await setLanguage('sw', { persist: false });
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Ingia' });
    expect(dialog).toHaveAccessibleDescription(
      'Kuingia kwa wafanyakazi wa ofisi ya Jamii Service Centre.',
    );
    expect(screen.getByRole('button', { name: 'Ingia' })).toBeInTheDocument();
  });
});
