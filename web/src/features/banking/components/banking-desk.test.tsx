import { BANK_MESSAGES, submitBankRequestInput } from '@centre/domain/bank';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import type { BankRequestPayload } from '../bank-request-schema';
import { bankRequestOutbox } from '../lib/bank-request-store';
import { BankingDesk } from './banking-desk';

const RECEIPT = { requestId: 'id', reference: 'BNK-7K3Q9D' };
const OFFLINE = Object.assign(new Error('unavailable'), { code: 'functions/unavailable' });
const send = vi.fn<(input: BankRequestPayload) => Promise<typeof RECEIPT>>();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  send.mockReset().mockResolvedValue(RECEIPT);
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function renderDesk(path = '/banking') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/banking" element={<BankingDesk send={send} />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Pasting instead of typing keeps the tests quick on a busy machine.
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /^Full name/, 'Amina Njeri');
  await enter(user, /^Phone number/, '+1 780 555 0199');
  await enter(user, /^Email address/, 'amina@example.com');
  await enter(user, /^Country where you live/, 'Canada');
  await user.click(screen.getByRole('radio', { name: 'Diaspora savings account' }));
  await user.click(screen.getByRole('radio', { name: 'Evening (17:00-20:00)' }));
  await user.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
}

const sendButton = () => screen.getByRole('button', { name: 'Send request' });

describe('BankingDesk form', () => {
  it("shows the domain's messages next to each field and in a summary, and sends nothing", async () => {
    const user = userEvent.setup();
    renderDesk();
    await enter(user, /^Email address/, 'not-an-email');
    await user.click(sendButton());

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      BANK_MESSAGES.name,
      BANK_MESSAGES.phone,
      BANK_MESSAGES.email,
      BANK_MESSAGES.country,
      BANK_MESSAGES.product,
      BANK_MESSAGES.contactTime,
      BANK_MESSAGES.consent,
    ]);
    expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription(BANK_MESSAGES.name);
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      BANK_MESSAGES.email,
    );
    expect(
      screen.getByRole('group', { name: /Which account or service/ }),
    ).toHaveAccessibleDescription(BANK_MESSAGES.product);
    expect(
      screen.getByRole('checkbox', { name: /You may contact me/ }),
    ).toHaveAccessibleDescription(BANK_MESSAGES.consent);
    // A summary link takes the visitor to the field.
    await user.click(within(summary).getByRole('link', { name: BANK_MESSAGES.phone }));
    expect(screen.getByLabelText(/^Phone number/)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('needs the consent box ticked', async () => {
    const user = userEvent.setup();
    renderDesk();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
    expect(screen.getByText(/We will email a confirmation to this address/)).toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByRole('link', { name: BANK_MESSAGES.consent })).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what the callable accepts and shows the reference and what to prepare', async () => {
    const user = userEvent.setup();
    renderDesk();
    await fillIn(user);
    await user.click(sendButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toHaveFocus();
    expect(screen.getByTestId('bank-request-reference')).toHaveTextContent('BNK-7K3Q9D');
    expect(
      screen.getByText(/within 2 working days, at your preferred time: Evening/),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'What to prepare for: Diaspora savings account' }),
    ).toBeVisible();
    expect(screen.getByText('Tax PIN certificate')).toBeVisible();

    expect(send).toHaveBeenCalledTimes(1);
    const input = send.mock.calls[0]![0];
    expect(submitBankRequestInput.parse(input)).toEqual({
      clientRequestId: input.clientRequestId,
      name: 'Amina Njeri',
      phone: '+1 780 555 0199',
      email: 'amina@example.com',
      countryOfResidence: 'Canada',
      product: 'diaspora_savings',
      preferredContactTime: 'evening',
      consent: true,
      language: 'en',
    });
    // Sent: no draft and nothing waiting on the device.
    expect(sessionStorage.length).toBe(0);
    expect(bankRequestOutbox.list()).toEqual([]);
  });

  it('keeps a request on the device when the connection fails and sends it once when online', async () => {
    const user = userEvent.setup();
    send.mockRejectedValueOnce(OFFLINE);
    renderDesk();
    await fillIn(user);
    await user.click(sendButton());

    expect(
      await screen.findByRole('heading', { name: 'Your request is saved on this device' }),
    ).toHaveFocus();
    expect(
      screen.getByText(/will be sent automatically when the connection is back/),
    ).toBeVisible();
    const [kept] = bankRequestOutbox.list();
    const firstId = send.mock.calls[0]![0].clientRequestId;
    expect(kept).toMatchObject({ id: firstId, payload: { name: 'Amina Njeri', language: 'en' } });

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('bank-request-reference')).toHaveTextContent('BNK-7K3Q9D');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0].clientRequestId).toBe(firstId);
    expect(bankRequestOutbox.list()).toEqual([]);
  });

  it('tries a kept request again with "Try again now", and stays kept while offline', async () => {
    const user = userEvent.setup();
    send.mockRejectedValueOnce(OFFLINE).mockRejectedValueOnce(OFFLINE);
    renderDesk();
    await fillIn(user);
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again now' })).toBeEnabled();
    expect(bankRequestOutbox.list()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again now' }));
    expect(await screen.findByTestId('bank-request-reference')).toHaveTextContent('BNK-7K3Q9D');
    expect(new Set(send.mock.calls.map(([input]) => input.clientRequestId)).size).toBe(1);
  });

  it('sends a request kept on the device when the page opens', async () => {
    const kept = {
      clientRequestId: '7f6c7a33-5b1e-4d8e-9a57-2f3f2b7a9c11',
      name: 'Juma Otieno',
      phone: '+44 20 7946 0000',
      email: 'juma@example.com',
      countryOfResidence: 'United Kingdom',
      product: 'foreign_currency_account' as const,
      preferredContactTime: 'any' as const,
      consent: true as const,
      language: 'sw' as const,
    };
    bankRequestOutbox.put(kept.clientRequestId, kept);
    renderDesk();
    expect(await screen.findByTestId('bank-request-reference')).toHaveTextContent('BNK-7K3Q9D');
    expect(send).toHaveBeenCalledExactlyOnceWith(kept);
    // The foreign currency account needs a proof of income.
    expect(screen.getByText('Proof of income')).toBeVisible();
  });

  it('returns a kept request the server refuses to the form, with its message', async () => {
    bankRequestOutbox.put('7f6c7a33-5b1e-4d8e-9a57-2f3f2b7a9c11', {
      clientRequestId: '7f6c7a33-5b1e-4d8e-9a57-2f3f2b7a9c11',
      name: 'Juma Otieno',
      phone: '+44 20 7946 0000',
      email: 'juma@example.com',
      countryOfResidence: 'United Kingdom',
      product: 'current_account',
      preferredContactTime: 'morning',
      consent: true,
      language: 'en',
    });
    send.mockRejectedValueOnce(
      Object.assign(new Error(BANK_MESSAGES.email), { code: 'functions/invalid-argument' }),
    );
    renderDesk();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
        BANK_MESSAGES.email,
      ),
    );
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Juma Otieno');
    expect(screen.getByRole('radio', { name: 'Current account' })).toBeChecked();
    expect(bankRequestOutbox.list()).toEqual([]);
  });

  it('shows a refusal from the server next to its field and keeps nothing on the device', async () => {
    const user = userEvent.setup();
    send.mockRejectedValueOnce(
      Object.assign(new Error(BANK_MESSAGES.phone), { code: 'functions/invalid-argument' }),
    );
    renderDesk();
    await fillIn(user);
    await user.click(sendButton());
    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
        BANK_MESSAGES.phone,
      ),
    );
    expect(bankRequestOutbox.list()).toEqual([]);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Amina Njeri');
  });

  it('says when too many requests came from this connection, and keeps nothing', async () => {
    const user = userEvent.setup();
    send.mockRejectedValueOnce(
      Object.assign(new Error(RATE_LIMIT_MESSAGES.tooManyBankRequests), {
        code: 'functions/resource-exhausted',
      }),
    );
    renderDesk();
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByText(RATE_LIMIT_MESSAGES.tooManyBankRequests)).toBeVisible();
    expect(bankRequestOutbox.list()).toEqual([]);
    expect(sendButton()).toBeEnabled();
  });

  it('keeps what was typed, and the request id, across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDesk();
    await enter(user, /^Full name/, 'Amina Njeri');
    await user.click(screen.getByRole('radio', { name: 'Current account' }));
    unmount();
    renderDesk();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Amina Njeri');
    expect(screen.getByRole('radio', { name: 'Current account' })).toBeChecked();
  });

  it("reads a saved value that is not of its field's type as empty", () => {
    sessionStorage.setItem(
      'centre:bank-request-draft',
      JSON.stringify({
        clientRequestId: '5b1f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
        values: { name: null, email: 7, phone: '+1 780 555 0199', consent: 'yes' },
      }),
    );
    renderDesk();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+1 780 555 0199');
    expect(screen.getByRole('checkbox', { name: /You may contact me/ })).not.toBeChecked();
  });

  it('preselects the product of ?product= and of a card\'s "Request this account"', async () => {
    const user = userEvent.setup();
    renderDesk('/banking?product=foreign_currency_account');
    expect(screen.getByRole('radio', { name: 'Foreign currency account' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Request this account: Current account' }));
    expect(screen.getByRole('radio', { name: 'Current account' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Ask for an account' })).toHaveFocus();
  });

  it("clears the product's error when a card chooses one after a failed submit", async () => {
    const user = userEvent.setup();
    renderDesk();
    await user.click(sendButton());
    const group = screen.getByRole('group', { name: /Which account or service/ });
    await waitFor(() => expect(group).toHaveAccessibleDescription(BANK_MESSAGES.product));
    await user.click(
      screen.getByRole('button', { name: 'Request this service: Sending money home' }),
    );
    expect(screen.getByRole('radio', { name: 'Sending money home' })).toBeChecked();
    expect(group).not.toHaveAccessibleDescription(BANK_MESSAGES.product);
  });

  it('ignores a ?product= that is not a product', () => {
    renderDesk('/banking?product=mortgage');
    for (const radio of within(
      screen.getByRole('group', { name: /Which account or service/ }),
    ).getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
    }
  });

  it('speaks Kiswahili, the domain messages included', async () => {
    await setLanguage('sw', { persist: false });
    const user = userEvent.setup();
    renderDesk();
    expect(screen.getByRole('heading', { name: 'Omba akaunti' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Akaunti ya matumizi' })).toBeVisible();
    expect(screen.getAllByText('Cheti cha PIN ya kodi').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Tuma ombi' }));
    expect(await screen.findByRole('link', { name: 'Andika jina lako kamili' })).toBeVisible();
    expect(screen.queryByText(BANK_MESSAGES.name)).toBeNull();
    expect(screen.queryByText('Ask for an account')).toBeNull();
  });

  it('sends the language the page is in', async () => {
    await setLanguage('sw', { persist: false });
    const user = userEvent.setup();
    renderDesk();
    await enter(user, /^Jina kamili/, 'Amina Njeri');
    await enter(user, /^Namba ya simu/, '+1 780 555 0199');
    await enter(user, /^Barua pepe/, 'amina@example.com');
    await enter(user, /^Nchi unayoishi/, 'Kanada');
    await user.click(screen.getByRole('radio', { name: 'Kutuma pesa nyumbani' }));
    await user.click(screen.getByRole('radio', { name: 'Wakati wowote' }));
    await user.click(screen.getByRole('checkbox'));
    fireEvent.submit(screen.getByRole('form', { name: 'Omba akaunti' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ language: 'sw', product: 'money_transfer' });
  });
});
