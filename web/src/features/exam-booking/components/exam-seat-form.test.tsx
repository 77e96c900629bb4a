import { BOOKING_EXTRA_MESSAGES, BOOKING_MESSAGES } from '@centre/domain/bookings';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookExamSeat } from '../api/book-exam-seat';
import { getOpenExamSessions } from '../api/get-open-exam-sessions';
import { SESSIONS, renderWithClient } from '../testing/fixtures';
import { ExamSeatForm } from './exam-seat-form';
import { setLanguage } from '../../../lib/i18n';
import { expectFocusedErrorSummary } from '../../../test/error-summary';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('../api/get-open-exam-sessions', () => ({ getOpenExamSessions: vi.fn() }));
// The write is a fake; its hook is the real one around it (seats refresh included).
vi.mock('../api/book-exam-seat', async () => {
  const { useExamSeatMutation } = await import('../api/use-exam-seat-mutation');
  const bookExamSeat = vi.fn();
  return { bookExamSeat, useBookExamSeat: () => useExamSeatMutation(bookExamSeat) };
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getOpenExamSessions).mockResolvedValue(SESSIONS);
  vi.mocked(bookExamSeat).mockResolvedValue({ bookingId: 'booking-1' });
});

function renderForm(initialSessionId: string | null = 'session-1') {
  renderWithClient(
    <ExamSeatForm
      initialSessionId={initialSessionId}
      registrationPath="/services/hca-exam-registration"
      sessionsPath="/services/hca-exam-booking"
    />,
  );
}

async function fill(reference = 'app-7k3q9d', dateOfBirth = '1990-04-12') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Registration reference/), reference);
  await user.type(screen.getByLabelText(/Date of birth/), dateOfBirth);
  return user;
}

describe('ExamSeatForm', () => {
  it('preselects the session from the link', async () => {
    renderForm('session-3');
    await waitFor(() => expect(screen.getByLabelText(/Exam session/)).toHaveValue('session-3'));
    expect(screen.getByRole('option', { name: /Tue 21 Jul 2026.*Full/ })).toBeDisabled();
    // The confirmation goes to the registration's address (issue 16).
    expect(
      screen.getByText(
        /We will email a confirmation and a reminder to the address on your registration/,
      ),
    ).toBeInTheDocument();
  });

  it('books the seat with the reference in upper case and confirms with the session', async () => {
    renderForm();
    await screen.findByRole('option', { name: /Tue 14 Jul 2026, 09:00, Main hall/ });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Book seat' }));
    expect(await screen.findByRole('heading', { name: 'Exam seat booked' })).toBeInTheDocument();
    expect(bookExamSeat).toHaveBeenCalledWith({
      reference: 'APP-7K3Q9D',
      dateOfBirth: '1990-04-12',
      sessionId: 'session-1',
    });
    expect(screen.getByText('Tuesday 14 July 2026')).toBeInTheDocument();
    expect(screen.getByText('09:00')).toBeInTheDocument();
    expect(screen.getByText('Main hall')).toBeInTheDocument();
    expect(screen.getByText('APP-7K3Q9D')).toBeInTheDocument();
  });

  it('explains missing fields next to them', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(null);
    await screen.findByRole('option', { name: /Tue 14 Jul 2026/ });
    await user.click(screen.getByRole('button', { name: 'Book seat' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Registration reference/)).toHaveAccessibleDescription(
        'Enter the reference from your HCA exam registration',
      ),
    );
    expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
      'Enter your date of birth',
    );
    expect(screen.getByLabelText(/Exam session/)).toHaveAccessibleDescription(
      'Choose an exam session',
    );
    // Above the fields, a focused summary links each problem to its field, in the form's order.
    const links = await expectFocusedErrorSummary([
      'Enter the reference from your HCA exam registration',
      'Enter your date of birth',
      'Choose an exam session',
    ]);
    await user.click(links[2]!);
    expect(screen.getByLabelText(/Exam session/)).toHaveFocus();
    expect(bookExamSeat).not.toHaveBeenCalled();
  });

  it.each([
    ['not-found', BOOKING_MESSAGES.registrationNotFound],
    ['resource-exhausted', BOOKING_MESSAGES.sessionFull],
    ['already-exists', BOOKING_MESSAGES.alreadyHasSeat],
    ['failed-precondition', BOOKING_MESSAGES.sessionClosed],
  ])('shows %s as its message and keeps the values', async (code, message) => {
    vi.mocked(bookExamSeat).mockRejectedValue(
      Object.assign(new Error(code), { code: `functions/${code}` }),
    );
    renderForm();
    await screen.findByRole('option', { name: /Tue 14 Jul 2026/ });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Book seat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/Registration reference/)).toHaveValue('APP-7K3Q9D');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1990-04-12');
    expect(screen.getByLabelText(/Exam session/)).toHaveValue('session-1');
  });

  it('says when and where the seat a registration already holds is', async () => {
    vi.mocked(bookExamSeat).mockRejectedValue(
      Object.assign(new Error(BOOKING_MESSAGES.alreadyHasSeat), {
        code: 'functions/already-exists',
        details: { date: '2026-07-21', startTime: '13:30', location: 'Hall B' },
      }),
    );
    renderForm();
    await screen.findByRole('option', { name: /Tue 14 Jul 2026/ });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Book seat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This registration already has an exam seat: Tuesday 21 July 2026 at 13:30, Hall B. To change it, please call the centre.',
    );
  });

  it('says the session is gone when the function cannot find it', async () => {
    vi.mocked(bookExamSeat).mockRejectedValue(
      Object.assign(new Error(BOOKING_EXTRA_MESSAGES.sessionNotFound), {
        code: 'functions/not-found',
      }),
    );
    renderForm();
    await screen.findByRole('option', { name: /Tue 14 Jul 2026/ });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Book seat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      BOOKING_EXTRA_MESSAGES.sessionNotFound,
    );
  });

  it.each([
    ['failed-precondition', BOOKING_EXTRA_MESSAGES.registrationNotApproved],
    ['resource-exhausted', RATE_LIMIT_MESSAGES.tryAgainLater],
    ['resource-exhausted', RATE_LIMIT_MESSAGES.tooManyBookings],
  ])('shows the server\'s own words for %s "%s" next to the form', async (code, message) => {
    vi.mocked(bookExamSeat).mockRejectedValue(
      Object.assign(new Error(`${message} [429]`), { code: `functions/${code}` }),
    );
    renderForm();
    await screen.findByRole('option', { name: /Tue 14 Jul 2026/ });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Book seat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says that only an approved registration can book', async () => {
    renderForm();
    expect(
      await screen.findByText(/once the centre has approved your HCA exam registration/),
    ).toBeInTheDocument();
  });

  it('speaks Kiswahili: labels, options, field messages and the booked seat', async () => {
    await setLanguage('sw', { persist: false });
    const user = userEvent.setup({ delay: null });
    renderForm(null);
    await screen.findByRole('option', {
      name: /Jumanne 14 Jul 2026, 09:00, Main hall \(Nafasi 3 zimebaki\)/,
    });
    await user.click(screen.getByRole('button', { name: 'Weka nafasi' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Namba ya kumbukumbu ya usajili/)).toHaveAccessibleDescription(
        /Weka namba ya kumbukumbu ya usajili wako wa mtihani wa HCA/,
      ),
    );
    expect(screen.getByLabelText(/Tarehe ya kuzaliwa/)).toHaveAccessibleDescription(
      'Weka tarehe yako ya kuzaliwa',
    );
    expect(screen.getByLabelText(/Kipindi cha mtihani/)).toHaveAccessibleDescription(
      'Chagua kipindi cha mtihani',
    );

    await user.type(screen.getByLabelText(/Namba ya kumbukumbu ya usajili/), 'APP-7K3Q9D');
    await user.type(screen.getByLabelText(/Tarehe ya kuzaliwa/), '1990-04-12');
    await user.selectOptions(screen.getByLabelText(/Kipindi cha mtihani/), 'session-1');
    await user.click(screen.getByRole('button', { name: 'Weka nafasi' }));
    expect(
      await screen.findByRole('heading', { name: 'Nafasi ya mtihani imewekwa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Jumanne 14 Julai 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rudi kwenye vipindi vya mtihani' })).toBeVisible();
  });

  it('reads the seats again once a booking settles', async () => {
    renderForm();
    await screen.findByRole('option', { name: /Tue 14 Jul 2026/ });
    expect(getOpenExamSessions).toHaveBeenCalledTimes(1);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Book seat' }));
    await screen.findByRole('heading', { name: 'Exam seat booked' });
    await waitFor(() => expect(getOpenExamSessions).toHaveBeenCalledTimes(2));
  });
});
