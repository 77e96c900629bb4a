import { BOOKING_MESSAGES, DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPublicDocument } from '../../../data/public-document';
import { aService } from '../../../data/services/testing';
import { setLanguage } from '../../../lib/i18n';
import { cancelAppointment } from '../api/cancel-appointment';
import { getAppointment, type PublicAppointment } from '../api/get-appointment';
import { getBookingAvailability } from '../api/get-booking-availability';
import { getBookingSettings } from '../api/get-booking-settings';
import { rescheduleAppointment } from '../api/reschedule-appointment';
import { aSlot, availabilityFor, renderWithClient } from '../testing/fixtures';
import { AppointmentView, changeRule } from './appointment-view';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('../api/get-appointment', () => ({ getAppointment: vi.fn() }));
// The catalogue's read of the booked service (Firestore Lite).
vi.mock('../../../data/public-document', () => ({ readPublicDocument: vi.fn() }));
vi.mock('../../../data/services/list-active-services', () => ({ useBookableServices: vi.fn() }));
vi.mock('../api/get-booking-settings', () => ({ getBookingSettings: vi.fn() }));
vi.mock('../api/get-booking-availability', () => ({ getBookingAvailability: vi.fn() }));
// The writes are fakes; their hooks are the real ones around them (cache updates included).
vi.mock('../api/cancel-appointment', async () => {
  const { useCancelMutation } = await import('../api/use-booking-mutation');
  const cancelAppointment = vi.fn();
  return { cancelAppointment, useCancelAppointment: () => useCancelMutation(cancelAppointment) };
});
vi.mock('../api/reschedule-appointment', async () => {
  const { useRescheduleMutation } = await import('../api/use-booking-mutation');
  const rescheduleAppointment = vi.fn();
  return {
    rescheduleAppointment,
    useRescheduleAppointment: () => useRescheduleMutation(rescheduleAppointment),
  };
});

// 09:00 on Monday 6 July 2026 in Edmonton.
const NOW = new Date('2026-07-06T15:00:00.000Z');

function anAppointment(overrides: Partial<PublicAppointment> = {}): PublicAppointment {
  return {
    id: 'appt-1',
    reference: 'APT-7K3Q9D',
    serviceId: 'passport-renewal',
    serviceName: 'Passport Application and Renewal',
    date: '2026-07-08',
    start: '09:30',
    end: '10:00',
    maskedName: 'W. K.',
    status: 'booked',
    ...overrides,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getBookingSettings).mockResolvedValue(DEFAULT_BOOKING_SETTINGS);
  vi.mocked(getAppointment).mockResolvedValue(anAppointment());
  vi.mocked(getBookingAvailability).mockImplementation(async (request) =>
    availabilityFor(request, [aSlot('09:30', '10:00', 2), aSlot('10:00', '10:30')]),
  );
  vi.mocked(cancelAppointment).mockResolvedValue(undefined);
  vi.mocked(rescheduleAppointment).mockResolvedValue({
    appointmentId: 'appt-1',
    reference: 'APT-7K3Q9D',
  });
});

function renderView() {
  return renderWithClient(<AppointmentView appointmentId="appt-1" now={NOW} />);
}

describe('AppointmentView', () => {
  it("shows reference, service, date, time, status and the booker's initials only", async () => {
    renderView();
    expect(await screen.findByText('APT-7K3Q9D')).toBeInTheDocument();
    expect(getAppointment).toHaveBeenCalledWith('appt-1');
    expect(screen.getByText('Passport Application and Renewal')).toBeInTheDocument();
    expect(screen.getByText('Wednesday 8 July 2026')).toBeInTheDocument();
    expect(screen.getByText('09:30 to 10:00')).toBeInTheDocument();
    expect(screen.getByTestId('appointment-status')).toHaveTextContent('Booked');
    expect(screen.getByText('W. K.')).toBeInTheDocument();
    // In English the name the appointment records: no read of the catalogue.
    expect(readPublicDocument).not.toHaveBeenCalled();
  });

  it('says the appointment cannot be found', async () => {
    vi.mocked(getAppointment).mockResolvedValue(null);
    renderView();
    expect(await screen.findByText(BOOKING_MESSAGES.appointmentNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /book a new appointment/ })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
  });

  it('cancels after a confirm step and shows the cancelled status', async () => {
    const user = userEvent.setup({ delay: null });
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    expect(cancelAppointment).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your appointment is cancelled')).toBeInTheDocument();
    expect(cancelAppointment).toHaveBeenCalledWith('appt-1');
    expect(screen.getByTestId('appointment-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('can step back from cancelling', async () => {
    const user = userEvent.setup({ delay: null });
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Keep my appointment' }));
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
    expect(cancelAppointment).not.toHaveBeenCalled();
  });

  it('refuses changes 24 hours or less before the start and explains why', async () => {
    // 09:00 tomorrow in Edmonton is exactly 24 h away.
    vi.mocked(getAppointment).mockResolvedValue(
      anAppointment({ date: '2026-07-07', start: '09:00', end: '09:30' }),
    );
    renderView();
    expect(await screen.findByText(BOOKING_MESSAGES.tooLateToChange)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('shows the function refusing a late cancellation', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(cancelAppointment).mockRejectedValue(
      Object.assign(new Error('late'), { code: 'functions/failed-precondition' }),
    );
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.tooLateToChange);
    expect(screen.getByTestId('appointment-status')).toHaveTextContent('Booked');
  });

  it('shows a cancelled appointment as cancelled, without actions', async () => {
    vi.mocked(getAppointment).mockResolvedValue(anAppointment({ status: 'cancelled' }));
    renderView();
    expect(await screen.findByText('Your appointment is cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('reschedules to a free slot chosen from the availability', async () => {
    const user = userEvent.setup({ delay: null });
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.click(await screen.findByRole('button', { name: /Mon 6 Jul/ }));
    expect(screen.getByRole('button', { name: '09:30 Full' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Move my appointment' }));

    expect(await screen.findByText('Your appointment has been moved.')).toBeInTheDocument();
    expect(rescheduleAppointment).toHaveBeenCalledWith({
      appointmentId: 'appt-1',
      date: '2026-07-06',
      start: '10:00',
    });
    expect(getBookingAvailability).toHaveBeenCalledWith({
      serviceId: 'passport-renewal',
      days: 14,
    });
    expect(screen.getByText('Monday 6 July 2026')).toBeInTheDocument();
    expect(screen.getByText('10:00 to 10:30')).toBeInTheDocument();
  });

  it('on slot full while rescheduling: says so and refreshes the times', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(rescheduleAppointment).mockRejectedValue(
      Object.assign(new Error('full'), { code: 'functions/resource-exhausted' }),
    );
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.click(await screen.findByRole('button', { name: /Mon 6 Jul/ }));
    const calls = vi.mocked(getBookingAvailability).mock.calls.length;
    await user.click(screen.getByRole('button', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotFull);
    await waitFor(() =>
      expect(vi.mocked(getBookingAvailability).mock.calls.length).toBeGreaterThan(calls),
    );
    expect(screen.getByText('Wednesday 8 July 2026')).toBeInTheDocument();
  });
});

describe('changeRule', () => {
  const settings = { timezone: 'America/Edmonton' };
  it('allows booked and confirmed appointments more than 24 h ahead', () => {
    expect(changeRule(anAppointment(), settings, NOW)).toBe('allowed');
    expect(changeRule(anAppointment({ status: 'confirmed' }), settings, NOW)).toBe('allowed');
  });
  it('counts the 24 h in the centre time zone', () => {
    const tomorrow = { date: '2026-07-07', start: '09:01' };
    expect(changeRule(anAppointment(tomorrow), settings, NOW)).toBe('allowed');
    expect(changeRule(anAppointment(tomorrow), { timezone: 'UTC' }, NOW)).toBe('tooLate');
  });
  it('refuses other statuses', () => {
    expect(changeRule(anAppointment({ status: 'checked_in' }), settings, NOW)).toBe(
      'notChangeable',
    );
  });
});

describe('AppointmentView in Kiswahili', () => {
  it('shows the facts, the Kiswahili date and the status, and cancels in Kiswahili', async () => {
    await setLanguage('sw', { persist: false });
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderView();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    expect(await screen.findByRole('heading', { level: 1, name: 'Miadi yako' })).toBeVisible();
    expect(screen.getByText('Jumatano 8 Julai 2026')).toBeInTheDocument();
    expect(screen.getByText('09:30 hadi 10:00')).toBeInTheDocument();
    expect(screen.getByTestId('appointment-status')).toHaveTextContent('Imewekwa');
    await user.click(screen.getByRole('button', { name: 'Ghairi miadi' }));
    expect(
      screen.getByText('Nafasi yako ya Jumatano 8 Julai 2026 saa 09:30 itapewa mtu mwingine.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ndiyo, ighairi' }));
    expect(await screen.findByText('Miadi yako imeghairiwa')).toBeInTheDocument();
    expect(screen.getByTestId('appointment-status')).toHaveTextContent('Imeghairiwa');
    // The cancellation owns its cache: the freed place and the staff's views are read again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['booking', 'availability'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['appointments', 'detail', 'appt-1'] });
  });

  it("names the service in the catalogue's Kiswahili, else as it was booked", async () => {
    vi.mocked(readPublicDocument).mockResolvedValue(
      aService({ translations: { sw: { name: 'Huduma za pasipoti' } } }),
    );
    await setLanguage('sw', { persist: false });
    renderView();
    expect(await screen.findByText('Huduma za pasipoti')).toBeInTheDocument();
    expect(readPublicDocument).toHaveBeenCalledWith(
      'services',
      'passport-renewal',
      expect.any(Function),
    );
    expect(screen.queryByText('Passport Application and Renewal')).not.toBeInTheDocument();
  });

  it('names the service as it was booked when the catalogue no longer shows it', async () => {
    vi.mocked(readPublicDocument).mockResolvedValue(null);
    await setLanguage('sw', { persist: false });
    renderView();
    expect(await screen.findByText('APT-7K3Q9D')).toBeInTheDocument();
    await waitFor(() => expect(readPublicDocument).toHaveBeenCalled());
    expect(screen.getByText('Passport Application and Renewal')).toBeInTheDocument();
  });

  it('links to a new booking in Kiswahili when the appointment is not found', async () => {
    vi.mocked(getAppointment).mockResolvedValue(null);
    await setLanguage('sw', { persist: false });
    renderView();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miadi haikupatikana' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'weka miadi mpya' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
  });
});
