import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationStatusAnswer } from '@centre/domain/applications';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkApplicationStatus } from '../api/check-application-status';
import { setLanguage } from '../../../lib/i18n';
import { StatusCheckPanel } from './status-check-panel';
import { expectFocusedErrorSummary } from '../../../test/error-summary';

vi.mock('../api/check-application-status', () => ({ checkApplicationStatus: vi.fn() }));

const NOT_FOUND_ANSWER = 'We could not find an application with that reference and date of birth.';

beforeEach(() => {
  vi.mocked(checkApplicationStatus).mockReset();
});

/** The form's labels: an application's, in English, unless the test gives others. */
const ENGLISH_FORM = {
  reference: /Application reference/,
  dateOfBirth: /Date of birth/,
  submit: 'Check status',
};

async function check(reference: string, dateOfBirth: string, form = ENGLISH_FORM) {
  const user = userEvent.setup();
  if (reference) {
    await user.click(screen.getByLabelText(form.reference));
    await user.paste(reference);
  }
  if (dateOfBirth) await user.type(screen.getByLabelText(form.dateOfBirth), dateOfBirth);
  await user.click(screen.getByRole('button', { name: form.submit }));
  return user;
}

/** The check finds a record sent on 2 March; `answer` adds to or changes the answer. */
function found(answer: Partial<ApplicationStatusAnswer>) {
  vi.mocked(checkApplicationStatus).mockResolvedValue({
    found: true,
    submittedAt: '2026-03-02T10:15:00.000Z',
    ...answer,
  });
}

/** The check finds a licence renewal in `status`. */
function renewalFound(status: string, answer: Partial<ApplicationStatusAnswer> = {}) {
  found({ kind: 'licence_renewal', status, ...answer });
}

/** The check finds an application (an answer without a kind) last changed on 5 March. */
function applicationFound(status: string) {
  found({ status, updatedAt: '2026-03-05T08:00:00.000Z' });
}

describe('StatusCheckPanel', () => {
  it('is the #check-status section with its own heading', () => {
    render(<StatusCheckPanel />);
    expect(
      screen.getByRole('region', { name: 'Check the status of an application' }),
    ).toHaveAttribute('id', 'check-status');
  });

  it("fills in the reference a mail's link carries (?reference=), normalised", () => {
    window.history.replaceState(null, '', '/services?reference=app-7k3q9d#check-status');
    try {
      render(<StatusCheckPanel />);
      expect(screen.getByLabelText(/Application reference/)).toHaveValue('APP-7K3Q9D');
      expect(screen.getByLabelText(/Date of birth/)).toHaveValue('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('explains each missing field next to it', async () => {
    render(<StatusCheckPanel />);
    await check('', '');
    // The schema loads with the first check (status-check-panel.tsx): the errors follow it.
    await waitFor(() =>
      expect(screen.getByLabelText(/Application reference/)).toHaveAccessibleDescription(
        'Enter your application reference.',
      ),
    );
    expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
      'Enter your date of birth.',
    );
    // Above the fields, a focused summary links each problem to its field.
    const links = await expectFocusedErrorSummary([
      'Enter your application reference.',
      'Enter your date of birth.',
    ]);
    links[1]!.click();
    expect(screen.getByLabelText(/Date of birth/)).toHaveFocus();
    expect(checkApplicationStatus).not.toHaveBeenCalled();
  });

  it('refuses a reference that is not APP- or LIC- and six letters or numbers', async () => {
    render(<StatusCheckPanel />);
    await check('APP-12', '1990-04-12');
    const message =
      'Enter the reference exactly as it appears on your confirmation, like APP-7K3Q9D or LIC-7K3Q9D (6 letters and numbers after APP- or LIC-).';
    await waitFor(() =>
      expect(screen.getByLabelText(/Application reference/)).toHaveAccessibleDescription(message),
    );
    expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
    expect(checkApplicationStatus).not.toHaveBeenCalled();
  });

  it('refuses a date of birth in the future', async () => {
    render(<StatusCheckPanel />);
    await check('APP-7K3Q9D', '2999-01-01');
    await waitFor(() =>
      expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
        'Your date of birth must be in the past.',
      ),
    );
    expect(checkApplicationStatus).not.toHaveBeenCalled();
  });

  it('normalises the reference to upper case and shows the status in plain words', async () => {
    applicationFound('in_review');
    render(<StatusCheckPanel />);
    await check('app-7k3q9d', '1990-04-12');

    expect(await screen.findByText('In review')).toBeInTheDocument();
    expect(checkApplicationStatus).toHaveBeenCalledWith({
      reference: 'APP-7K3Q9D',
      dateOfBirth: '1990-04-12',
    });
    expect(screen.getByLabelText(/Application reference/)).toHaveValue('APP-7K3Q9D');
    expect(
      screen.getByText('A case worker is checking your application and documents.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Submitted').nextElementSibling).toHaveTextContent('2 March 2026');
    expect(screen.getByText('Last updated').nextElementSibling).toHaveTextContent('5 March 2026');
  });

  it('accepts a reference typed without the APP- prefix', async () => {
    vi.mocked(checkApplicationStatus).mockResolvedValue({ found: false });
    render(<StatusCheckPanel />);
    await check('7k3q9d', '1990-04-12');
    await screen.findByText(NOT_FOUND_ANSWER);
    expect(checkApplicationStatus).toHaveBeenCalledWith({
      reference: 'APP-7K3Q9D',
      dateOfBirth: '1990-04-12',
    });
  });

  it('says it could not find the application for {found: false}', async () => {
    vi.mocked(checkApplicationStatus).mockResolvedValue({ found: false });
    render(<StatusCheckPanel />);
    await check('APP-7K3Q9D', '1990-04-12');
    expect(await screen.findByText(NOT_FOUND_ANSWER)).toBeInTheDocument();
  });

  it("shows 'Checking...' while busy and an error when the check fails", async () => {
    let fail: (error: unknown) => void = () => undefined;
    vi.mocked(checkApplicationStatus).mockReturnValue(new Promise((_, reject) => (fail = reject)));
    render(<StatusCheckPanel />);
    await check('APP-7K3Q9D', '1990-04-12');
    expect(await screen.findByRole('button', { name: /Checking\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fail(Object.assign(new Error('internal'), { code: 'functions/unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check the status just now.',
    );
    expect(screen.getByLabelText(/Application reference/)).toHaveValue('APP-7K3Q9D');
  });

  it('says "try again later" next to the form when the reference is locked', async () => {
    vi.mocked(checkApplicationStatus).mockRejectedValue(
      Object.assign(new Error(RATE_LIMIT_MESSAGES.tryAgainLater), {
        code: 'functions/resource-exhausted',
      }),
    );
    render(<StatusCheckPanel />);
    await check('APP-7K3Q9D', '1990-04-12');
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMIT_MESSAGES.tryAgainLater);
  });

  it("accepts a licence renewal's LIC- reference and shows its status in a renewal's words", async () => {
    renewalFound('ready_for_collection', { updatedAt: '2026-03-20T08:00:00.000Z' });
    render(<StatusCheckPanel />);
    await check('lic 7k3q9d', '1990-04-12');

    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Ready for collection');
    expect(screen.getByText(/Your renewed licence is ready/)).toBeInTheDocument();
    expect(checkApplicationStatus).toHaveBeenCalledWith({
      reference: 'LIC-7K3Q9D',
      dateOfBirth: '1990-04-12',
    });
    expect(screen.getByLabelText(/Application reference/)).toHaveValue('LIC-7K3Q9D');
    expect(screen.queryByText('What we need from you:')).not.toBeInTheDocument();
  });

  it("tells a renewal awaiting the client what we need from them, in the staff's words", async () => {
    renewalFound('awaiting_client', { message: 'A clearer copy of the back of your licence.' });
    render(<StatusCheckPanel />);
    await check('LIC-7K3Q9D', '1990-04-12');

    expect(await screen.findByText(/^Status:/)).toHaveTextContent(
      'Status: We need something from you',
    );
    expect(screen.getByText('What we need from you:')).toBeInTheDocument();
    expect(screen.getByText('A clearer copy of the back of your licence.')).toBeInTheDocument();
  });

  it("words an application's statuses as before when the answer names its kind", async () => {
    vi.mocked(checkApplicationStatus).mockResolvedValue({
      found: true,
      kind: 'application',
      status: 'submitted',
    });
    render(<StatusCheckPanel />);
    await check('APP-7K3Q9D', '1990-04-12');
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Received');
  });

  it('is worded for a licence renewal on the renewal page', async () => {
    vi.mocked(checkApplicationStatus).mockResolvedValue({ found: false });
    render(<StatusCheckPanel subject="licence_renewal" />);
    expect(
      screen.getByRole('region', { name: 'Check the status of your renewal' }),
    ).toHaveAttribute('id', 'check-status');
    await check('LIC-7K3Q9D', '1990-04-12', { ...ENGLISH_FORM, reference: /Request reference/ });
    expect(
      await screen.findByText('We could not find a request with that reference and date of birth.'),
    ).toBeInTheDocument();
  });

  it("shows a renewal's status and message in Kiswahili", async () => {
    await setLanguage('sw');
    vi.mocked(checkApplicationStatus).mockResolvedValue({
      found: true,
      kind: 'licence_renewal',
      status: 'awaiting_client',
      message: 'Picha mpya ya pasipoti.',
    });
    render(<StatusCheckPanel subject="licence_renewal" />);
    await check('LIC-7K3Q9D', '1990-04-12', {
      reference: /Namba ya kumbukumbu ya ombi/,
      dateOfBirth: /Tarehe ya kuzaliwa/,
      submit: 'Angalia hali',
    });
    expect(await screen.findByText(/^Hali:/)).toHaveTextContent(
      'Hali: Tunahitaji kitu kutoka kwako',
    );
    expect(screen.getByText('Tunachohitaji kutoka kwako:')).toBeInTheDocument();
    expect(screen.getByText('Picha mpya ya pasipoti.')).toBeInTheDocument();
  });

  it('asks, explains and answers in Kiswahili, dates included', async () => {
    await setLanguage('sw');
    applicationFound('awaiting_info');
    render(<StatusCheckPanel />);
    expect(screen.getByRole('region', { name: 'Angalia hali ya maombi' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Angalia hali' }));
    expect(
      await screen.findByLabelText(/Namba ya kumbukumbu ya maombi/),
    ).toHaveAccessibleDescription('Weka namba ya kumbukumbu ya maombi yako.');
    expect(screen.getByLabelText(/Tarehe ya kuzaliwa/)).toHaveAccessibleDescription(
      'Weka tarehe yako ya kuzaliwa.',
    );

    await user.click(screen.getByLabelText(/Namba ya kumbukumbu ya maombi/));
    await user.paste('APP-7K3Q9D');
    await user.type(screen.getByLabelText(/Tarehe ya kuzaliwa/), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'Angalia hali' }));

    expect(await screen.findByText('Tunahitaji taarifa zaidi')).toBeInTheDocument();
    expect(screen.getByText(/^Hali:/)).toHaveTextContent('Hali: Tunahitaji taarifa zaidi');
    expect(screen.getByText('Tarehe ya kuwasilisha').nextElementSibling).toHaveTextContent(
      '2 Machi 2026',
    );
    expect(screen.getByText('Mara ya mwisho kubadilika').nextElementSibling).toHaveTextContent(
      '5 Machi 2026',
    );
  });

  it('puts a shown error in the new language when the visitor switches', async () => {
    render(<StatusCheckPanel />);
    await check('APP-12', '1990-04-12');
    expect(
      await screen.findByRole('link', { name: /Enter the reference exactly as it appears/ }),
    ).toBeInTheDocument();
    await act(() => setLanguage('sw'));
    // Next to the field and in the summary, whose title follows too.
    const summary = await screen.findByRole('alert', { name: 'Kuna tatizo' });
    expect(
      within(summary).getByRole('link', {
        name: /Weka namba ya kumbukumbu kama ilivyo kwenye uthibitisho wako/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/Weka namba ya kumbukumbu kama ilivyo kwenye uthibitisho wako/),
    ).toHaveLength(2);
  });
});
