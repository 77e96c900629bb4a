import { BOOKING_MESSAGES, DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { bookAppointment } from '../api/book-appointment';
import { getBookingAvailability, type AvailabilityRequest } from '../api/get-booking-availability';
import { getBookingSettings } from '../api/get-booking-settings';
import { aBookableService, aSlot, availabilityFor, renderWithClient } from '../testing/fixtures';
import { BookAppointmentFlow } from './book-appointment-flow';
import { expectFocusedErrorSummary } from '../../../test/error-summary';

// Typing a whole form with user-event is slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const { getActiveServices } = vi.hoisted(() => ({ getActiveServices: vi.fn() }));
vi.mock('../../../data/services/list-active-services', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useBookableServices: () =>
      useQuery({ queryKey: ['services', 'bookable'], queryFn: () => getActiveServices() }),
  };
});
vi.mock('../api/get-booking-settings', () => ({ getBookingSettings: vi.fn() }));
vi.mock('../api/get-booking-availability', () => ({ getBookingAvailability: vi.fn() }));
// The write is a fake; its hook is the real one around it (cache refresh included).
vi.mock('../api/book-appointment', async () => {
  const { useBookingMutation } = await import('../api/use-booking-mutation');
  const bookAppointment = vi.fn();
  return { bookAppointment, useBookAppointment: () => useBookingMutation(bookAppointment) };
});

const LOCATION = 'Jamii Service Centre, Unit 4, 1200 Harambee Way';
const SERVICES = [
  aBookableService(),
  aBookableService({
    id: 'national-id',
    name: 'National ID Card',
    requiredDocuments: ['Birth certificate'],
    order: 2,
  }),
];
const FIRST_DAY = [aSlot('09:30', '10:00'), aSlot('10:00', '10:30', 2), aSlot('10:30', '11:00', 1)];

beforeEach(() => {
  vi.clearAllMocks();
  getActiveServices.mockResolvedValue(SERVICES);
  vi.mocked(getBookingSettings).mockResolvedValue(DEFAULT_BOOKING_SETTINGS);
  vi.mocked(getBookingAvailability).mockImplementation(async (request: AvailabilityRequest) =>
    availabilityFor(request, FIRST_DAY),
  );
  vi.mocked(bookAppointment).mockResolvedValue({
    appointmentId: 'appt-1',
    reference: 'APT-7K3Q9D',
  });
});

function renderFlow(initialServiceId: string | null = null) {
  return renderWithClient(
    <BookAppointmentFlow initialServiceId={initialServiceId} location={LOCATION} />,
  );
}

async function chooseServiceAndSlot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Passport Application and Renewal/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: /Mon 6 Jul/ }));
  await user.click(await screen.findByRole('button', { name: '09:30' }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  // The details step says what the address is for (issue 16).
  expect(screen.getByText(/We will email a confirmation and a reminder/)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Full name/), 'Wanjiru Kamau');
  await user.type(screen.getByLabelText(/^Email/), 'wanjiru@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '+1 780 555 0100');
  await user.click(screen.getByRole('radio', { name: 'Kiswahili' }));
  await user.type(screen.getByLabelText(/Notes/), 'I use a wheelchair');
}

/** A visitor who chose a service and a time and typed their details; booking will fail with `error`. */
async function detailsTypedThenRefused(message: string, code: string) {
  const user = userEvent.setup({ delay: null });
  renderFlow();
  await chooseServiceAndSlot(user);
  await fillDetails(user);
  vi.mocked(bookAppointment).mockRejectedValueOnce(
    Object.assign(new Error(message), { code: `functions/${code}` }),
  );
  return user;
}

describe('BookAppointmentFlow', () => {
  it('books service -> day -> slot -> details and confirms with reference, documents and links', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();

    expect(screen.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
    await chooseServiceAndSlot(user);
    // The first two weeks from the centre's today, which the server counts.
    expect(getBookingAvailability).toHaveBeenCalledWith({
      serviceId: 'passport-renewal',
      days: 14,
    });
    expect(screen.getByRole('button', { name: '09:30' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: '3. Your details' })).toHaveFocus();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Appointment booked' }),
    ).toBeInTheDocument();
    expect(bookAppointment).toHaveBeenCalledWith({
      serviceId: 'passport-renewal',
      date: '2026-07-06',
      start: '09:30',
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phone: '+1 780 555 0100',
      language: 'sw',
      notes: 'I use a wheelchair',
    });
    expect(screen.getByTestId('appointment-reference')).toHaveTextContent('APT-7K3Q9D');
    expect(screen.getByText('Monday 6 July 2026')).toBeInTheDocument();
    expect(screen.getByText('09:30 to 10:00')).toBeInTheDocument();
    expect(screen.getByText('Passport Application and Renewal')).toBeInTheDocument();
    const bring = screen.getByRole('heading', { name: 'What to bring' }).nextElementSibling;
    expect(
      within(bring as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Current or expired passport', 'Two passport photos']);
    expect(screen.getByRole('link', { name: 'View or change your appointment' })).toHaveAttribute(
      'href',
      '/appointment/appt-1',
    );
    const calendar = screen.getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(calendar).toHaveAttribute('download', 'appointment-APT-7K3Q9D.ics');
    const ics = decodeURIComponent(calendar.getAttribute('href')?.split(',')[1] ?? '');
    expect(ics).toContain('\r\nDTSTART:20260706T153000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260706T160000Z\r\n');
    expect(ics).toContain('DESCRIPTION:Reference: APT-7K3Q9D');
    expect(ics).toContain('LOCATION:Jamii Service Centre\\, Unit 4\\, 1200 Harambee Way');
  });

  it('shows closed days and full slots disabled, with their labels', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow('passport-renewal');
    const closed = await screen.findByRole('button', { name: /Tue 7 Jul/ });
    expect(closed).toBeDisabled();
    expect(closed).toHaveTextContent('Closed');
    await user.click(screen.getByRole('button', { name: /Mon 6 Jul/ }));
    const full = await screen.findByRole('button', { name: '10:00 Full' });
    expect(full).toBeDisabled();
    expect(screen.getByRole('button', { name: '09:30' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '10:30' })).toBeEnabled();
  });

  it('preselects the service from the link and asks for a day at once', async () => {
    renderFlow('national-id');
    expect(await screen.findByText('National ID Card')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change service' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(getBookingAvailability).toHaveBeenCalledWith(
        expect.objectContaining({ serviceId: 'national-id' }),
      ),
    );
  });

  it('says so when the linked service cannot be booked and offers the list', async () => {
    renderFlow('not-bookable');
    expect(
      await screen.findByText(
        'The service in your link cannot be booked online. Choose one of the services below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('asks for a service before continuing', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a service');
    expect(getBookingAvailability).not.toHaveBeenCalled();
  });

  it('pages to later dates within the booking window', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow('passport-renewal');
    await screen.findByRole('button', { name: /Mon 6 Jul/ });
    await user.click(screen.getByRole('button', { name: 'Later dates' }));
    expect(await screen.findByRole('button', { name: /Mon 20 Jul/ })).toBeInTheDocument();
    expect(getBookingAvailability).toHaveBeenLastCalledWith({
      serviceId: 'passport-renewal',
      from: '2026-07-20',
      days: 14,
    });
    // 60-day window: today + 60 days = 61 days, the fifth page holds the last 5 (the server's
    // answer stops at the window's end).
    await user.click(screen.getByRole('button', { name: 'Later dates' }));
    await user.click(await screen.findByRole('button', { name: 'Later dates' }));
    await user.click(await screen.findByRole('button', { name: 'Later dates' }));
    await screen.findByRole('button', { name: /31 Aug/ });
    expect(getBookingAvailability).toHaveBeenLastCalledWith({
      serviceId: 'passport-renewal',
      from: '2026-08-31',
      days: 14,
    });
    expect(screen.queryByRole('button', { name: 'Later dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toBeInTheDocument();
  });

  it('asks for the first two weeks once, before and after the centre settings arrive', async () => {
    // A centre in another zone with a shorter window, whose settings load after the page.
    let settingsLoaded = (): void => undefined;
    vi.mocked(getBookingSettings).mockImplementation(
      () =>
        new Promise((resolve) => {
          settingsLoaded = () =>
            resolve({
              ...DEFAULT_BOOKING_SETTINGS,
              timezone: 'Pacific/Auckland',
              bookingWindowDays: 20,
            });
        }),
    );
    vi.mocked(getBookingAvailability).mockImplementation(async (request) =>
      availabilityFor(request, FIRST_DAY, 20),
    );
    const user = userEvent.setup({ delay: null });
    renderFlow('passport-renewal');
    await screen.findByRole('button', { name: /Mon 6 Jul/ });
    // Until the first page has answered, there is no day to count later pages from.
    settingsLoaded();
    await waitFor(() => expect(getBookingSettings).toHaveBeenCalled());
    // 20-day window: 21 days, two pages; the first asked for once, without a date.
    await user.click(await screen.findByRole('button', { name: 'Later dates' }));
    expect(await screen.findByRole('button', { name: /Mon 20 Jul/ })).toBeInTheDocument();
    expect(vi.mocked(getBookingAvailability).mock.calls).toEqual([
      [{ serviceId: 'passport-renewal', days: 14 }],
      [{ serviceId: 'passport-renewal', from: '2026-07-20', days: 14 }],
    ]);
    // The server's answer stops at the window's last day (26 July).
    expect(screen.getByRole('button', { name: /26 Jul/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /27 Jul/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Later dates' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Earlier dates' }));
    expect(await screen.findByRole('button', { name: /Mon 6 Jul/ })).toBeInTheDocument();
    expect(getBookingAvailability).toHaveBeenCalledTimes(2);
  });

  it('puts each validation message next to its field and does not call the function', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await chooseServiceAndSlot(user);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Enter your name'),
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Enter a phone number we can call',
    );
    // Above the details, a focused summary lists the problems in the page's order.
    const links = await expectFocusedErrorSummary([
      'Enter your name',
      'Enter an email address like name@example.com',
      'Enter a phone number we can call',
    ]);
    await user.click(links[1]!);
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(bookAppointment).not.toHaveBeenCalled();
  });

  it('in Kiswahili, says what is missing in Kiswahili, in the summary and by each field', async () => {
    await setLanguage('sw', { persist: false });
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await user.click(
      await screen.findByRole('radio', { name: /Passport Application and Renewal/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    await user.click(await screen.findByRole('button', { name: /Jumatatu 6 Jul/ }));
    await user.click(await screen.findByRole('button', { name: '09:30' }));
    await user.type(screen.getByLabelText(/^Simu/), '0712 abc 345');
    await user.click(screen.getByRole('button', { name: 'Weka miadi' }));

    const summary = await screen.findByRole('alert', { name: 'Kuna tatizo' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Andika jina lako',
      'Andika barua pepe kama jina@mfano.com',
      'Tumia tarakimu, nafasi na + tu',
    ]);
    expect(screen.getByLabelText(/Jina kamili/)).toHaveAccessibleDescription('Andika jina lako');
    expect(bookAppointment).not.toHaveBeenCalled();
  });

  it('on slot full: says so, refreshes the times and keeps every detail typed', async () => {
    const user = await detailsTypedThenRefused(BOOKING_MESSAGES.slotFull, 'resource-exhausted');
    // After the refresh, 09:30 has gone too.
    const callsBefore = vi.mocked(getBookingAvailability).mock.calls.length;
    vi.mocked(getBookingAvailability).mockImplementation(async (request) =>
      availabilityFor(request, [
        aSlot('09:30', '10:00', 2),
        aSlot('10:00', '10:30', 2),
        aSlot('10:30', '11:00', 1),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText(BOOKING_MESSAGES.slotFull)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '09:30 Full' })).toBeDisabled();
    expect(vi.mocked(getBookingAvailability).mock.calls.length).toBeGreaterThan(callsBefore);
    expect(screen.getByRole('heading', { name: '2. Day and time' })).toHaveFocus();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Wanjiru Kamau');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('wanjiru@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+1 780 555 0100');
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
    expect(screen.getByLabelText(/Notes/)).toHaveValue('I use a wheelchair');

    // Booking again without a time asks for one instead of sending the old, full one: under
    // the details and in the summary, whose link goes back to the times.
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await user.click(within(summary).getByRole('link', { name: 'Choose a day and a time above' }));
    expect(screen.getByRole('heading', { name: '2. Day and time' })).toHaveFocus();
    expect(screen.getAllByText('Choose a day and a time above')).toHaveLength(2);
    expect(bookAppointment).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: '10:30' }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('heading', { name: 'Appointment booked' })).toBeInTheDocument();
    expect(bookAppointment).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: '10:30', name: 'Wanjiru Kamau' }),
    );
  });

  it('on already-exists: says the person already has this time and keeps the details', async () => {
    const user = await detailsTypedThenRefused('exists', 'already-exists');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText(BOOKING_MESSAGES.alreadyBooked)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Wanjiru Kamau');
    expect(screen.getByRole('button', { name: '09:30' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the message the function sent for a closed day', async () => {
    const user = await detailsTypedThenRefused(
      BOOKING_MESSAGES.outsideWindow,
      'failed-precondition',
    );
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText(BOOKING_MESSAGES.outsideWindow)).toBeInTheDocument();
  });

  it('speaks Kiswahili: steps, days, times and the confirmation, and books in Kiswahili', async () => {
    await setLanguage('sw', { persist: false });
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderFlow();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    expect(screen.getByRole('heading', { level: 1, name: 'Weka miadi' })).toBeVisible();
    await user.click(
      await screen.findByRole('radio', { name: /Passport Application and Renewal/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(await screen.findByRole('button', { name: /Jumanne 7 Jul Imefungwa/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Jumatatu 6 Jul Nafasi 2 ziko wazi/ }));
    await user.click(await screen.findByRole('button', { name: '09:30' }));
    expect(screen.getByText(/^Muda wako:/)).toHaveTextContent(
      'Muda wako: Jumatatu 6 Julai 2026 saa 09:30',
    );
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    // The page is in Kiswahili, so the appointment is too unless the visitor picks English.
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
    await user.type(screen.getByLabelText(/Jina kamili/), 'Wanjiru Kamau');
    await user.type(screen.getByLabelText(/^Barua pepe/), 'wanjiru@example.com');
    await user.type(screen.getByLabelText(/^Simu/), '+1 780 555 0100');
    await user.click(screen.getByRole('button', { name: 'Weka miadi' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miadi imewekwa' }),
    ).toBeInTheDocument();
    expect(bookAppointment).toHaveBeenCalledWith(expect.objectContaining({ language: 'sw' }));
    expect(screen.getByText('Jumatatu 6 Julai 2026')).toBeInTheDocument();
    expect(screen.getByText('09:30 hadi 10:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vitu vya kuleta' })).toBeInTheDocument();
    const ics = decodeURIComponent(
      screen
        .getByRole('link', { name: 'Ongeza kwenye kalenda (.ics)' })
        .getAttribute('href')
        ?.split(',')[1] ?? '',
    );
    expect(ics).toContain('SUMMARY:Miadi ya Passport Application and Renewal');
    expect(ics).toContain('DESCRIPTION:Kumbukumbu: APT-7K3Q9D');
    // The booking owns its cache: free places and the staff's lists are read again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['booking', 'availability'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['appointments', 'list'] });
  });

  it('keeps the service and the details through a reload, not the time, and forgets them once booked', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderFlow();
    await chooseServiceAndSlot(user);
    await fillDetails(user);
    first.unmount();

    // The page again (a reload): the service stays chosen, the time is chosen afresh, the
    // details are as typed.
    renderFlow();
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change service' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Passport/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Mon 6 Jul/ }));
    await user.click(await screen.findByRole('button', { name: '09:30' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Wanjiru Kamau');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('wanjiru@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+1 780 555 0100');
    expect(screen.getByLabelText(/Notes/)).toHaveValue('I use a wheelchair');
    expect(sessionStorage.getItem('centre:booking-details')).not.toContain('09:30');

    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('heading', { name: 'Appointment booked' })).toBeInTheDocument();
    expect(bookAppointment).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Wanjiru Kamau', notes: 'I use a wheelchair' }),
    );
    expect(sessionStorage.getItem('centre:booking-details')).toBeNull();
    expect(sessionStorage.getItem('centre:booking-service')).toBeNull();
  });

  it('forgets the kept service when the visitor changes it, and a linked service wins over it', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderFlow();
    await chooseServiceAndSlot(user);
    first.unmount();

    // A link to another service (?service=) is the choice, not the tab's earlier one.
    const linked = renderFlow('national-id');
    expect(await screen.findByText('National ID Card')).toBeInTheDocument();
    expect(screen.queryByText('Passport Application and Renewal')).not.toBeInTheDocument();
    linked.unmount();

    renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Change service' }));
    expect(sessionStorage.getItem('centre:booking-service')).toBeNull();
    expect(screen.getByRole('radio', { name: /Passport/ })).toBeInTheDocument();
  });

  it('books in English on an English page', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await chooseServiceAndSlot(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
