import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactForm } from './contact-form';

vi.mock('../api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));

const DRAFT_KEY = 'centre:contact-draft';

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(sendContactMessage).mockReset().mockResolvedValue('message-1');
});
afterEach(() => {
  sessionStorage.clear();
});

// Pasting instead of typing keeps the tests quick on a busy machine.
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /Your name/, 'Amina Njeri');
  await enter(user, /Email address/, 'amina@example.com');
  await enter(user, /Phone number/, '+1 780 555 0199');
  await user.selectOptions(screen.getByLabelText(/Subject/), 'Appointments');
  await enter(user, /Message/, 'Can I bring my child to the appointment?');
}

describe('ContactForm', () => {
  it('shows each problem next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await enter(user, /Email address/, 'not-an-email');
    await enter(user, /Phone number/, 'call me');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    // A GOV.UK error summary, focused, each problem a link to its field, in the form's order.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter your name.',
      'Enter an email address like name@example.com.',
      'Enter a phone number using digits, spaces, brackets, - and + only.',
      'Choose what your message is about.',
      'Enter your message.',
    ]);
    await user.click(
      within(summary).getByRole('link', { name: 'Choose what your message is about.' }),
    );
    expect(screen.getByLabelText(/Subject/)).toHaveFocus();
    expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
      'Enter a phone number using digits, spaces, brackets, - and + only.',
    );
    expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription(
      'Choose what your message is about.',
    );
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription(
      'Enter your message. 0 of 2000 characters',
    );
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('refuses a message over 2000 characters', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    const message = screen.getByLabelText(/Message/);
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2001 of 2000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // In the summary and next to the field.
    await waitFor(() =>
      expect(screen.getAllByText('Your message must be 2000 characters or fewer.')).toHaveLength(2),
    );
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('sends the message, shows a confirmation and forgets the draft', async () => {
    const user = userEvent.setup();
    let finish: (id: string) => void = () => undefined;
    vi.mocked(sendContactMessage).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ContactForm />);
    await fillIn(user);
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Amina Njeri');

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Amina Njeri',
      email: 'amina@example.com',
      phone: '+1 780 555 0199',
      subject: 'Appointments',
      message: 'Can I bring my child to the appointment?',
      language: 'en',
    });
    finish('message-1');

    const thanks = await screen.findByRole('heading', { name: 'Thank you, Amina Njeri' });
    // Focus moves in an effect after the confirmation renders, so wait for it too.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('amina@example.com');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it('keeps everything typed when sending fails, and says what happened', async () => {
    const user = userEvent.setup();
    vi.mocked(sendContactMessage).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message has not been sent.');
    expect(alert).toHaveTextContent('Check your internet connection');
    expect(alert).toHaveTextContent('Everything you typed is still here.');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Amina Njeri');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('amina@example.com');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+1 780 555 0199');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Appointments');
    expect(screen.getByLabelText(/Message/)).toHaveValue(
      'Can I bring my child to the appointment?',
    );
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Can I bring my child');
  });

  it('restores the draft after a reload', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: 'Juma', email: 'juma@example.com', message: 'Half written' }),
    );
    render(<ContactForm />);
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Juma');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('juma@example.com');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Half written');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
  });

  it('reads a saved field that is not text as empty', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: null, email: 7, phone: ['+1'], message: 'Half written' }),
    );
    render(<ContactForm />);
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Half written');
  });

  it('sends an empty phone number as empty (the api leaves it out)', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sendContactMessage).toHaveBeenCalled());
    expect(vi.mocked(sendContactMessage).mock.calls[0]?.[0].phone).toBe('');
  });

  it('speaks Kiswahili: labels, subjects, field messages, and sends in Kiswahili', async () => {
    await setLanguage('sw', { persist: false });
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'Tutumie ujumbe' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tuma ujumbe' }));
    expect(await screen.findByLabelText(/Jina lako/)).toHaveAccessibleDescription(
      'Weka jina lako.',
    );
    expect(screen.getByLabelText(/^Mada/)).toHaveAccessibleDescription(
      'Chagua ujumbe wako unahusu nini.',
    );
    expect(screen.getByLabelText(/^Ujumbe/)).toHaveAccessibleDescription(
      'Andika ujumbe wako. Herufi 0 kati ya 2000',
    );

    await enter(user, /Jina lako/, 'Amina Njeri');
    await enter(user, /Anwani ya barua pepe/, 'amina@example.com');
    // The option reads in Kiswahili; the stored subject stays the English one.
    await user.selectOptions(screen.getByLabelText(/^Mada/), 'Miadi');
    await enter(user, /^Ujumbe/, 'Naweza kuja na mtoto wangu?');
    await user.click(screen.getByRole('button', { name: 'Tuma ujumbe' }));
    expect(await screen.findByRole('heading', { name: 'Asante, Amina Njeri' })).toBeInTheDocument();
    expect(sendContactMessage).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'Appointments', language: 'sw' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Tumepokea ujumbe wako.');
  });
});
