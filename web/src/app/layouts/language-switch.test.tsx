import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useAuthSessionActions } from '../../features/auth/auth-session';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { TestAuthSession, sessionUser } from '../../test/auth-session';
import { StaffLanguage } from '../staff-language';
import { Footer } from './footer';
import { Header } from './header';

vi.mock('../../features/auth/api/sign-in', () => ({ signIn: vi.fn() }));

function renderShell() {
  render(
    <TestAuthSession user={null}>
      <MemoryRouter>
        <Header />
        <Footer />
      </MemoryRouter>
    </TestAuthSession>,
  );
}

describe('language switch', () => {
  it('is a labelled control naming each language in that language', () => {
    renderShell();
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Kiswahili', 'sw'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('puts the header and footer in Kiswahili, sets <html lang> and keeps the choice', async () => {
    renderShell();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sw');

    const nav = await screen.findByRole('navigation', { name: 'Menyu kuu' });
    expect(within(nav).getByRole('link', { name: 'Huduma' })).toHaveAttribute('href', '/services');
    expect(within(nav).getByRole('link', { name: 'Wasiliana nasi' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'INGIA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sera ya faragha' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
  });
});

describe('a signed-in user', () => {
  it("sees the app in their language preference, and visitors' switch is not shown", async () => {
    render(
      <TestAuthSession user={sessionUser({ language: 'sw' })}>
        <StaffLanguage />
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </TestAuthSession>,
    );
    expect(await screen.findByText('Karibu, Amina')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('switches when they change the preference', async () => {
    const user = sessionUser({ language: 'sw' });
    function SavePreference() {
      const { recordChanged } = useAuthSessionActions();
      return (
        <button type="button" onClick={() => recordChanged({ ...user, language: 'en' })}>
          English please
        </button>
      );
    }
    render(
      <TestAuthSession user={user}>
        <StaffLanguage />
        <SavePreference />
      </TestAuthSession>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
    await userEvent.click(screen.getByRole('button', { name: 'English please' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
