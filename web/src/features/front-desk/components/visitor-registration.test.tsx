import 'fake-indexeddb/auto';
import type { AppointmentRecord } from '@centre/domain/bookings';
import type { CheckInVisitorInput, VisitorMatch } from '@centre/domain/visits';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { listPendingCheckIns, removePendingCheckIn } from '../lib/check-in-outbox';
import { VisitorRegistration } from './visitor-registration';
import { expectTexts } from '../../../test/texts';

const calls = vi.hoisted(() => ({
  findVisitors: vi.fn(),
  checkInVisitor: vi.fn(),
  saveVisitor: vi.fn(),
}));
const today = vi.hoisted(() => ({ appointments: [] as AppointmentRecord[] }));

vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('notistack', () => ({ enqueueSnackbar: vi.fn() }));
// The staff catalogue, cached under its real key (the English a kept check-in stores comes from
// there) and shown in the page's language, as list-service-options' select does.
vi.mock('../../../data/services/list-service-options', async () => {
  const { STAFF_CATALOGUE, fakeServiceOptions } = await import('../../../data/services/testing');
  return fakeServiceOptions(STAFF_CATALOGUE);
});
vi.mock('../../../data/queue/queue-date', () => ({
  useQueueDate: () => ({ queueDate: '2026-11-21', timezone: 'Africa/Nairobi' }),
}));
vi.mock('../../../data/queue/live-queue-display', () => ({
  useQueueDisplay: () => ({
    isPending: false,
    data: {
      queueDate: '2026-11-21',
      services: {
        'passport-renewal': {
          waiting: 3,
          oldestWaitingSince: null,
          openDesks: 1,
          serviceMinutes: [5, 5, 5, 5],
          served: 4,
        },
      },
      recentCalls: [],
      updatedAt: null,
    },
  }),
}));
vi.mock('../../../data/appointments/list-appointments', () => ({
  useAppointments: () => ({ isPending: false, isError: false, data: today.appointments }),
}));

const receptionist = sessionUser({
  uid: 'reception-1',
  role: 'receptionist',
  displayName: 'Rehema',
});

const AMANI: VisitorMatch = {
  visitorId: 'visitor-amani',
  firstName: 'Amani',
  lastName: 'Otieno',
  phoneMasked: '•••• 5678',
  emailMasked: 'a•••@example.org',
  idType: 'passport',
  idNumberMasked: '•••••4321',
  dateOfBirthYear: '1990',
  language: 'sw',
  visitCount: 3,
  lastVisitAt: '2026-10-01T09:00:00.000Z',
};

/** Where the "Update details" step of Amani keeps what was typed. */
const UPDATE_DRAFT_KEY = 'centre:staff-draft:visitor:edit:visitor-amani';

function renderRegistration() {
  return renderWithProviders(<VisitorRegistration currentUser={receptionist} />);
}

/** Finds the returning visitor Amani Otieno and chooses her. */
async function chooseAmani(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name, phone or ID number'), 'Am');
  await user.click(await screen.findByRole('button', { name: /Amani Otieno/ }));
}

/** Chooses Amani Otieno and opens her Update details step. */
async function openAmaniDetails(user: ReturnType<typeof userEvent.setup>) {
  await chooseAmani(user);
  await user.click(screen.getByRole('button', { name: 'Update details' }));
}

/** Finds Amani Otieno, picks passport renewal and presses Check in. */
async function checkInAmani() {
  const user = userEvent.setup();
  renderRegistration();
  await chooseAmani(user);
  await user.selectOptions(screen.getByLabelText(/^Service/), 'passport-renewal');
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  return user;
}

function failure(code: string, message = code) {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}

const BOOKING: AppointmentRecord = {
  id: 'appointment-1',
  reference: 'APT-4K7M2Q',
  serviceId: 'passport-renewal',
  serviceName: 'Passport renewal',
  date: '2026-11-21',
  start: '10:30',
  end: '10:45',
  slotId: 'slot-1',
  name: 'Amani Otieno',
  email: 'amani@example.org',
  phone: '+15875550123',
  language: 'sw',
  notes: '',
  status: 'booked',
  visitId: null,
  createdAt: new Date('2026-11-10T09:00:00Z'),
  updatedAt: new Date('2026-11-10T09:00:00Z'),
  cancelledAt: null,
  rescheduleCount: 0,
};

beforeEach(() => {
  vi.clearAllMocks();
  today.appointments = [];
  calls.findVisitors.mockResolvedValue([AMANI]);
  calls.checkInVisitor.mockImplementation(async (input: CheckInVisitorInput) => ({
    visitId: input.requestId,
    visitorId: input.visitorId ?? 'visitor-new',
    ticket: 'A-007',
    serviceId: input.serviceId ?? 'passport-renewal',
    queueDate: '2026-11-21',
    created: true,
  }));
});

afterEach(async () => {
  for (const item of await listPendingCheckIns()) await removePendingCheckIn(item.requestId);
});

describe('visitor registration', () => {
  it('finds a returning visitor with masked details, checks them in and shows the ticket', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await user.type(screen.getByLabelText('Name, phone or ID number'), 'Am');

    const match = await screen.findByRole('button', { name: /Amani Otieno/ });
    expect(calls.findVisitors).toHaveBeenCalledWith({ query: 'Am' });
    expectTexts(match, [
      'Returning visitor · 3 visits',
      '•••• 5678',
      'a•••@example.org',
      'Passport •••••4321',
    ]);
    expect(match).not.toHaveTextContent('amani@');

    await user.click(match);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'passport-renewal');
    await user.click(screen.getByRole('checkbox', { name: 'Priority' }));
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    expect(await screen.findByTestId('ticket')).toHaveTextContent('A-007');
    expect(screen.getByText('Passport renewal')).toBeInTheDocument();
    // Two ahead of this visitor, 5 minutes each, one desk.
    expect(screen.getByTestId('wait-estimate')).toHaveTextContent('About 10–15 min');
    const input = calls.checkInVisitor.mock.calls[0]![0] as CheckInVisitorInput;
    expect(input).toMatchObject({
      visitorId: 'visitor-amani',
      serviceId: 'passport-renewal',
      priority: 'priority',
    });
    expect(input.visitor).toBeUndefined();
    expect(input.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not search under two characters', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await user.type(screen.getByLabelText('Name, phone or ID number'), 'A');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.findVisitors).not.toHaveBeenCalled();
  });

  it('shows each error of a new visitor next to its field', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await user.click(screen.getByRole('button', { name: 'New visitor' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    const firstName = screen.getByLabelText(/^First name/);
    expect(firstName).toHaveAccessibleDescription('Enter the first name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Enter the last name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    expect(screen.getByLabelText(/^Service/)).toHaveAccessibleDescription('Choose a service');
    expect(calls.checkInVisitor).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a phone number next to the phone field", async () => {
    calls.checkInVisitor.mockRejectedValue(
      failure(
        'invalid-argument',
        'Enter a valid phone number, with the country code if it is not local',
      ),
    );
    const user = userEvent.setup();
    renderRegistration();
    await user.type(screen.getByLabelText('Name, phone or ID number'), 'Baraka Mwangi');
    await user.click(screen.getByRole('button', { name: 'New visitor' }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Baraka');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Mwangi');
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.selectOptions(screen.getByLabelText(/^Service/), 'banking');
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
        'Enter a valid phone number, with the country code if it is not local',
      ),
    );
  });

  it('keeps a check-in on the device when the server is unreachable and resends it online with the same requestId', async () => {
    calls.checkInVisitor.mockRejectedValueOnce(failure('unavailable'));
    await checkInAmani();

    expect(
      await screen.findByText('Saved on this device, will be sent: 1 check-in'),
    ).toBeInTheDocument();
    // The desk is ready for the next visitor.
    expect(screen.getByLabelText('Name, phone or ID number')).toBeInTheDocument();
    const [kept] = await listPendingCheckIns();
    const firstRequestId = (calls.checkInVisitor.mock.calls[0]![0] as CheckInVisitorInput)
      .requestId;
    expect(kept?.requestId).toBe(firstRequestId);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });

    const sent = await screen.findByTestId('sent-check-in');
    expect(sent).toHaveTextContent('A-007');
    expect(sent).toHaveTextContent('Amani Otieno');
    expect(calls.checkInVisitor).toHaveBeenCalledTimes(2);
    expect((calls.checkInVisitor.mock.calls[1]![0] as CheckInVisitorInput).requestId).toBe(
      firstRequestId,
    );
    await waitFor(async () => expect(await listPendingCheckIns()).toEqual([]));
    expect(screen.queryByText(/Saved on this device/)).not.toBeInTheDocument();
  });

  it("keeps the catalogue's English service name on the device and shows it in Kiswahili", async () => {
    await setLanguage('sw');
    calls.checkInVisitor.mockRejectedValueOnce(failure('unavailable'));
    const user = userEvent.setup();
    renderRegistration();
    await user.type(screen.getByLabelText('Jina, simu au namba ya kitambulisho'), 'Am');
    await user.click(await screen.findByRole('button', { name: /Amani Otieno/ }));
    const service = screen.getByLabelText(/^Huduma/);
    expect(within(service).getByRole('option', { name: 'Kuhuisha pasipoti' })).toBeInTheDocument();
    await user.selectOptions(service, 'passport-renewal');
    await user.click(screen.getByRole('button', { name: 'Sajili' }));

    expect(await screen.findByText(/Imehifadhiwa kwenye kifaa hiki/)).toBeInTheDocument();
    const [kept] = await listPendingCheckIns();
    expect(kept).toMatchObject({ serviceId: 'passport-renewal', serviceName: 'Passport renewal' });
    expect(screen.getByText(/Kuhuisha pasipoti/)).toBeInTheDocument();
    expect(screen.queryByText(/Passport renewal/)).not.toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('sent-check-in')).toHaveTextContent('Kuhuisha pasipoti');
  });

  it('reuses the requestId when the receptionist presses Check in again after a refusal', async () => {
    calls.checkInVisitor.mockRejectedValueOnce(failure('failed-precondition', 'Open a desk first'));
    const user = await checkInAmani();
    expect(await screen.findByRole('alert')).toHaveTextContent('Open a desk first');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByTestId('ticket');
    const [first, second] = calls.checkInVisitor.mock.calls.map(
      ([input]) => (input as CheckInVisitorInput).requestId,
    );
    expect(second).toBe(first);
  });

  it("gives a new visitor's check-in back after a reload and forgets it once checked in", async () => {
    const user = userEvent.setup();
    const first = renderRegistration();
    await user.type(screen.getByLabelText('Name, phone or ID number'), 'Baraka Mwangi');
    await user.click(screen.getByRole('button', { name: 'New visitor' }));
    await user.type(screen.getByLabelText(/^Phone/), '+254712345678');
    await user.selectOptions(screen.getByLabelText(/^Service/), 'banking');
    await user.type(screen.getByLabelText('Purpose of the visit'), 'Open an account');
    first.unmount();

    renderRegistration();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Baraka');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Mwangi');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+254712345678');
    expect(screen.getByLabelText(/^Service/)).toHaveValue('banking');
    expect(screen.getByLabelText('Purpose of the visit')).toHaveValue('Open an account');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByTestId('ticket');
    expect(calls.checkInVisitor.mock.calls[0]![0]).toMatchObject({
      visitor: { firstName: 'Baraka', lastName: 'Mwangi', phone: '+254712345678' },
      serviceId: 'banking',
      purpose: 'Open an account',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('gives the chosen returning visitor back after a reload; choosing another forgets the draft', async () => {
    const user = userEvent.setup();
    const first = renderRegistration();
    await chooseAmani(user);
    await user.click(screen.getByRole('checkbox', { name: 'Priority' }));
    first.unmount();

    const second = renderRegistration();
    expect(screen.getByTestId('chosen-visitor')).toHaveTextContent('Amani Otieno');
    expect(screen.getByTestId('chosen-visitor')).toHaveTextContent('•••• 5678');
    expect(screen.getByRole('checkbox', { name: 'Priority' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Choose another visitor' }));
    expect(screen.getByLabelText('Name, phone or ID number')).toHaveValue('');
    second.unmount();

    renderRegistration();
    expect(screen.getByLabelText('Name, phone or ID number')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-visitor')).not.toBeInTheDocument();
  });

  it('starts afresh from a draft that is not a check-in', async () => {
    sessionStorage.setItem(
      'centre:staff-draft:front-desk:walk-in',
      JSON.stringify({ chosen: { kind: 'existing', match: { visitorId: 3 } }, values: {} }),
    );
    renderRegistration();
    expect(screen.getByLabelText('Name, phone or ID number')).toHaveValue('');
    expect(screen.queryByTestId('chosen-visitor')).not.toBeInTheDocument();
  });

  it('checks an appointment in as the returning visitor the receptionist recognises', async () => {
    today.appointments = [BOOKING];
    const OTHER: VisitorMatch = { ...AMANI, visitorId: 'visitor-other', phoneMasked: '•••• 9999' };
    // The booked phone finds Amani; the booked name finds Amani again and a namesake.
    calls.findVisitors.mockImplementation(async ({ query }: { query: string }) =>
      query.startsWith('+') ? [AMANI] : [AMANI, OTHER],
    );
    const user = userEvent.setup();
    renderRegistration();
    await user.click(screen.getByRole('tab', { name: 'Appointment today' }));
    await user.click(await screen.findByRole('button', { name: 'Check in Amani Otieno' }));

    const list = await screen.findByRole('list', { name: 'Visitors who may have booked' });
    expect(calls.findVisitors).toHaveBeenNthCalledWith(1, { query: '+15875550123' });
    expect(calls.findVisitors).toHaveBeenNthCalledWith(2, { query: 'Amani Otieno' });
    const found = within(list).getAllByRole('button');
    // Each visitor once, the phone's match first, details masked.
    expect(found).toHaveLength(2);
    expect(found[0]).toHaveTextContent('•••• 5678');
    expect(found[1]).toHaveTextContent('•••• 9999');
    expect(list).not.toHaveTextContent('amani@example.org');
    expect(calls.checkInVisitor).not.toHaveBeenCalled();

    await user.click(found[0]!);
    expect(await screen.findByTestId('ticket')).toHaveTextContent('A-007');
    const input = calls.checkInVisitor.mock.calls[0]![0] as CheckInVisitorInput;
    expect(input).toMatchObject({ appointmentId: 'appointment-1', visitorId: 'visitor-amani' });
    expect(input.visitor).toBeUndefined();
    expect(input.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks an appointment in as a new visitor from the booking when nobody matches, with one requestId across retries', async () => {
    today.appointments = [BOOKING];
    calls.findVisitors.mockResolvedValue([]);
    calls.checkInVisitor.mockRejectedValueOnce(failure('failed-precondition', 'Open a desk first'));
    const user = userEvent.setup();
    renderRegistration();
    await user.click(screen.getByRole('tab', { name: 'Appointment today' }));
    await user.click(await screen.findByRole('button', { name: 'Check in Amani Otieno' }));
    expect(
      await screen.findByText("No visitor matches the booking's phone or name."),
    ).toBeInTheDocument();

    const asNew = screen.getByRole('button', { name: 'New visitor: check in from the booking' });
    await user.click(asNew);
    expect(await screen.findByRole('alert')).toHaveTextContent('Open a desk first');
    await user.click(asNew);
    await screen.findByTestId('ticket');

    const [first, second] = calls.checkInVisitor.mock.calls.map(
      ([input]) => input as CheckInVisitorInput,
    );
    expect(first).toMatchObject({
      appointmentId: 'appointment-1',
      visitor: { firstName: 'Amani', lastName: 'Otieno', phone: '+15875550123', language: 'sw' },
    });
    expect(first!.visitorId).toBeUndefined();
    expect(second!.requestId).toBe(first!.requestId);
  });

  it("updates a returning visitor's details, keeping the stored ID number and phone when left empty", async () => {
    calls.saveVisitor.mockResolvedValue({ visitorId: 'visitor-amani', created: false });
    const user = userEvent.setup();
    renderRegistration();
    await openAmaniDetails(user);

    expect(screen.getByLabelText(/^First name/)).toHaveValue('Amani');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Otieno');
    expect(screen.getByLabelText('ID type')).toHaveValue('passport');
    // The ID number is never shown in full: the field starts empty, the stored one masked.
    const idNumber = screen.getByLabelText('ID number');
    expect(idNumber).toHaveValue('');
    expect(idNumber).toHaveAccessibleDescription('Stored: •••••4321. Leave empty to keep it.');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Stored: •••• 5678. Leave empty to keep it.',
    );

    await user.clear(screen.getByLabelText(/^Last name/));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Enter the last name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    expect(calls.saveVisitor).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Last name/), 'Wanjiru');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'amani.w@example.org');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Amani Wanjiru's details are saved.",
    );
    expect(calls.saveVisitor).toHaveBeenCalledTimes(1);
    const saved = calls.saveVisitor.mock.calls[0]![0] as {
      requestId: string;
      visitorId: string;
      visitor: Record<string, unknown>;
    };
    expect(saved.visitorId).toBe('visitor-amani');
    expect(saved.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.visitor).toMatchObject({
      firstName: 'Amani',
      lastName: 'Wanjiru',
      email: 'amani.w@example.org',
      phone: '',
      idType: 'passport',
      idNumber: '',
      language: 'sw',
    });
    expect(screen.getByTestId('chosen-visitor')).toHaveTextContent('Amani Wanjiru');

    // The check-in that follows is the same visitor, by id.
    await user.selectOptions(screen.getByLabelText(/^Service/), 'banking');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByTestId('ticket');
    expect(calls.checkInVisitor.mock.calls[0]![0]).toMatchObject({ visitorId: 'visitor-amani' });
  });

  it("gives a returning visitor's typed details back after a reload; Cancel forgets them", async () => {
    const user = userEvent.setup();
    const first = renderRegistration();
    await openAmaniDetails(user);
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.type(screen.getByLabelText(/^Last name/), 'Wanjiru');
    await user.type(screen.getByLabelText('Email'), 'amani.w@example.org');
    first.unmount();

    // The desk's draft gives the visitor back, and their details step, open again, what was typed.
    renderRegistration();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Amani');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Wanjiru');
    expect(screen.getByLabelText('Email')).toHaveValue('amani.w@example.org');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem(UPDATE_DRAFT_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update details' }));
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Otieno');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(calls.saveVisitor).not.toHaveBeenCalled();
  });

  it("forgets a returning visitor's typed details once they are saved", async () => {
    calls.saveVisitor.mockResolvedValue({ visitorId: 'visitor-amani', created: false });
    const user = userEvent.setup();
    renderRegistration();
    await openAmaniDetails(user);
    await user.type(screen.getByLabelText('Email'), 'amani.w@example.org');
    expect(sessionStorage.getItem(UPDATE_DRAFT_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByRole('status');
    expect(sessionStorage.getItem(UPDATE_DRAFT_KEY)).toBeNull();

    // The email is stored now: the field starts empty again.
    await user.click(screen.getByRole('button', { name: 'Update details' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("puts the server's refusal of an updated phone next to the field and retries with the same requestId", async () => {
    calls.saveVisitor
      .mockRejectedValueOnce(
        failure(
          'invalid-argument',
          'Enter a valid phone number, with the country code if it is not local',
        ),
      )
      .mockResolvedValueOnce({ visitorId: 'visitor-amani', created: false });
    const user = userEvent.setup();
    renderRegistration();
    await openAmaniDetails(user);
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
        'Enter a valid phone number, with the country code if it is not local',
      ),
    );
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+254712345678');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByRole('status');
    const [first, second] = calls.saveVisitor.mock.calls.map(
      ([input]) => (input as { requestId: string }).requestId,
    );
    expect(second).toBe(first);
  });

  it('reads in Kiswahili', async () => {
    await setLanguage('sw');
    const user = userEvent.setup();
    renderRegistration();
    expect(screen.getByRole('tab', { name: 'Bila miadi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Miadi ya leo' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Jina, simu au namba ya kitambulisho'), 'Am');
    const match = await screen.findByRole('button', { name: /Amani Otieno/ });
    expect(match).toHaveTextContent('Amewahi kuja · ziara 3');
    expect(within(match).getByText(/Pasipoti/)).toBeInTheDocument();
    await user.click(match);
    await user.click(screen.getByRole('button', { name: 'Badilisha taarifa' }));
    expect(screen.getByLabelText('Namba ya kitambulisho')).toHaveAccessibleDescription(
      'Iliyohifadhiwa: •••••4321. Acha wazi ili isibadilike.',
    );
    await user.click(screen.getByRole('button', { name: 'Ghairi' }));
    await user.click(screen.getByRole('button', { name: 'Chagua mgeni mwingine' }));
    await user.type(screen.getByLabelText('Jina, simu au namba ya kitambulisho'), 'Am');
    await user.click(screen.getByRole('button', { name: 'Mgeni mpya' }));
    await user.click(screen.getByRole('button', { name: 'Sajili' }));
    // "Am" typed in the search starts the first name; the last name is missing.
    expect(screen.getByLabelText(/^Jina la kwanza/)).toHaveValue('Am');
    expect(screen.getByLabelText(/^Jina la ukoo/)).toHaveAccessibleDescription(
      'Andika jina la ukoo',
    );
    expect(screen.getByLabelText(/^Huduma/)).toHaveAccessibleDescription('Chagua huduma');
  });
});

describe('visitor registration: where focus goes when the desk changes step', () => {
  it('New visitor (Enter) focuses the first name; Choose another visitor focuses the search', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await user.type(screen.getByLabelText('Name, phone or ID number'), 'Am');
    screen.getByRole('button', { name: 'New visitor' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Am');

    await user.click(screen.getByRole('button', { name: 'Choose another visitor' }));
    await waitFor(() => expect(screen.getByLabelText('Name, phone or ID number')).toHaveFocus());
  });

  it("a refused new visitor's Check in focuses the first field with an error, in reading order", async () => {
    const user = userEvent.setup();
    renderRegistration();
    await user.click(screen.getByRole('button', { name: 'New visitor' }));
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    expect(screen.getByLabelText(/^Service/)).toHaveAccessibleDescription('Choose a service');
    expect(document.activeElement).toBe(screen.getByLabelText(/^First name/));

    await user.type(screen.getByLabelText(/^First name/), 'Amani');
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Enter the last name');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Last name/));
    expect(calls.checkInVisitor).not.toHaveBeenCalled();
  });

  it("choosing a search result focuses the returning visitor's service", async () => {
    const user = userEvent.setup();
    renderRegistration();
    await user.type(screen.getByLabelText('Name, phone or ID number'), 'Am');
    (await screen.findByRole('button', { name: /Amani Otieno/ })).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText(/^Service/)).toHaveFocus());
  });

  it('Update details focuses its first field; Cancel and Save give focus back to Update details', async () => {
    calls.saveVisitor.mockResolvedValue({ visitorId: 'visitor-amani', created: false });
    const user = userEvent.setup();
    renderRegistration();
    await chooseAmani(user);
    screen.getByRole('button', { name: 'Update details' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update details' })).toHaveFocus(),
    );

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByRole('status');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update details' })).toHaveFocus(),
    );
  });

  it('the ticket focuses its heading; Next visitor focuses the search', async () => {
    const user = await checkInAmani();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Checked in' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Next visitor' }));
    await waitFor(() => expect(screen.getByLabelText('Name, phone or ID number')).toHaveFocus());
  });

  it('a check-in kept on the device focuses the search for the next visitor', async () => {
    calls.checkInVisitor.mockRejectedValueOnce(failure('unavailable'));
    await checkInAmani();
    await screen.findByText('Saved on this device, will be sent: 1 check-in');
    await waitFor(() => expect(screen.getByLabelText('Name, phone or ID number')).toHaveFocus());
  });

  it("an appointment's Check in focuses the booker step's heading; Back gives focus back to it", async () => {
    today.appointments = [BOOKING];
    const user = userEvent.setup();
    renderRegistration();
    await user.click(screen.getByRole('tab', { name: 'Appointment today' }));
    (await screen.findByRole('button', { name: 'Check in Amani Otieno' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Is Amani Otieno a returning visitor?' }),
      ).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Back to the appointments' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check in Amani Otieno' })).toHaveFocus(),
    );
  });

  it('the chosen booker keeps focus while the check-in runs and after a refusal; Next visitor focuses the appointment search', async () => {
    today.appointments = [BOOKING];
    let refuse!: (error: Error) => void;
    calls.checkInVisitor.mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          refuse = reject;
        }),
    );
    const user = userEvent.setup();
    renderRegistration();
    await user.click(screen.getByRole('tab', { name: 'Appointment today' }));
    await user.click(await screen.findByRole('button', { name: 'Check in Amani Otieno' }));
    const list = await screen.findByRole('list', { name: 'Visitors who may have booked' });
    const amani = within(list).getByRole('button', { name: /Amani Otieno/ });
    amani.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(amani).toHaveAttribute('aria-disabled', 'true'));
    expect(amani).toHaveFocus();
    await act(async () => refuse(failure('failed-precondition', 'Open a desk first')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Open a desk first');
    expect(amani).not.toHaveAttribute('aria-disabled');
    expect(amani).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Checked in' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Next visitor' }));
    await waitFor(() => expect(screen.getByLabelText('Reference, name or phone')).toHaveFocus());
  });

  it("the outbox's Remove and Dismiss give focus to what stays: its heading, then the selected tab", async () => {
    calls.checkInVisitor
      .mockRejectedValueOnce(failure('unavailable'))
      .mockRejectedValueOnce(failure('failed-precondition', 'Open a desk first'));
    const user = await checkInAmani();
    await screen.findByText('Saved on this device, will be sent: 1 check-in');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Walk-in' })).toHaveFocus());

    // A second kept check-in, sent: Dismiss leaves the outbox empty.
    calls.checkInVisitor.mockRejectedValueOnce(failure('unavailable'));
    await chooseAmani(user);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'passport-renewal');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByText('Saved on this device, will be sent: 1 check-in');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Walk-in' })).toHaveFocus());
  });
});
