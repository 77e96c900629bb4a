import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateOwnPreferences } from '../api/update-own-preferences';
import { renderWithProviders } from '../../../test/render';
import { setLanguage } from '../../../lib/i18n';
import { LanguagePreferenceForm } from './language-preference-form';

vi.mock('../api/update-own-preferences', () => ({ updateOwnPreferences: vi.fn() }));

beforeEach(() => {
  vi.mocked(updateOwnPreferences).mockReset();
});

describe('LanguagePreferenceForm', () => {
  it('starts on the saved language', () => {
    renderWithProviders(<LanguagePreferenceForm userId="u-1" language="sw" />);
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it("saves the choice to the user's own record", async () => {
    vi.mocked(updateOwnPreferences).mockResolvedValue(undefined);
    const onSaved = vi.fn();
    renderWithProviders(<LanguagePreferenceForm userId="u-1" language="en" onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Kiswahili' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Language preference saved.');
    expect(updateOwnPreferences).toHaveBeenCalledWith('u-1', { language: 'sw' });
    expect(onSaved).toHaveBeenCalledWith('sw');
  });

  it('keeps focus on Save language through the save and after, the saved language shown', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    vi.mocked(updateOwnPreferences).mockImplementation(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    renderWithProviders(<LanguagePreferenceForm userId="u-1" language="en" />);
    await user.click(screen.getByRole('radio', { name: 'Kiswahili' }));
    const save = screen.getByRole('button', { name: 'Save language' });
    save.focus();
    await user.keyboard('{Enter}');
    // Saving: busy and not to be pressed again, yet still focusable (not disabled).
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(updateOwnPreferences).toHaveBeenCalledTimes(1);
    finish();
    // (The button's spinner is a status too while it saves: find the sentence.)
    expect(await screen.findByText('Language preference saved.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Save language' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  });

  it('says when the preference could not be saved', async () => {
    vi.mocked(updateOwnPreferences).mockRejectedValue(new Error('permission-denied'));
    renderWithProviders(<LanguagePreferenceForm userId="u-1" language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
  });
});

describe('LanguagePreferenceForm in Kiswahili', () => {
  it('asks and confirms in Kiswahili', async () => {
    await setLanguage('sw');
    vi.mocked(updateOwnPreferences).mockResolvedValue(undefined);
    renderWithProviders(<LanguagePreferenceForm userId="u-1" language="sw" />);
    expect(screen.getByRole('group', { name: 'Lugha unayopendelea' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi lugha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Lugha uliyochagua imehifadhiwa.');
  });
});
