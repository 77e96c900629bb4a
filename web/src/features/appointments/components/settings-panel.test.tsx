import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SettingsPanel } from './settings-panel';

const api = vi.hoisted(() => ({ saveBookingSettings: vi.fn() }));
const { saveBookingSettings } = api;

vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('firebase/firestore', async (importOriginal) =>
  (await import('../testing/write-mocks')).firestoreWrites(await importOriginal(), api),
);

const SERVICES = [
  {
    id: 'passport-renewal',
    name: 'Passport renewal',
    bookable: true,
    order: 1,
    applicationFields: [],
  },
  { id: 'banking', name: 'Banking', bookable: true, order: 2, applicationFields: [] },
];

beforeEach(() => {
  vi.mocked(saveBookingSettings).mockReset();
  vi.mocked(saveBookingSettings).mockResolvedValue(undefined);
});

type User = ReturnType<typeof userEvent.setup>;

/** Replaces what the field labelled `label` holds with `value`, and gives the field back. */
async function retype(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
  return field;
}

function renderPanel() {
  return renderWithProviders(
    <SettingsPanel
      settings={DEFAULT_BOOKING_SETTINGS}
      stored={false}
      loadFailed={false}
      services={SERVICES}
    />,
  );
}

describe('SettingsPanel', () => {
  it('saves the defaults unchanged as a whole settings document', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByText('No settings saved yet: the defaults are shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(saveBookingSettings).toHaveBeenCalledTimes(1);
    expect(vi.mocked(saveBookingSettings).mock.calls[0]?.[0]).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it('shows errors next to the fields and does not save', async () => {
    const user = userEvent.setup();
    renderPanel();
    const closes = await retype(user, 'Monday period 1 closes', '08:00');
    await retype(user, 'Days ahead the public may book', '400');
    const desks = await retype(user, 'Desks for Banking', '99');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a whole number of days from 1 to 365')).toBeInTheDocument();
    expect(desks).toHaveAccessibleDescription('Enter a whole number from 0 to 50');
    expect(saveBookingSettings).not.toHaveBeenCalled();
  });

  it('edits periods, holidays, desks and the window into the saved payload', async () => {
    const user = userEvent.setup();
    renderPanel();
    // Sunday: open 12:00-15:00
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    await user.click(within(sunday).getByRole('button', { name: 'Add opening period on Sunday' }));
    await retype(user, 'Sunday period 1 opens', '12:00');
    await retype(user, 'Sunday period 1 closes', '15:00');
    // Saturday closed
    await user.click(screen.getByRole('button', { name: 'Remove Saturday period 1' }));
    // Holidays: remove Boxing Day, add a new one
    await user.click(screen.getByRole('button', { name: 'Remove holiday 2026-12-26' }));
    await user.type(screen.getByLabelText('Holiday date'), '2027-04-02');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    // Desks: passport back to the default, banking 3
    await user.clear(screen.getByLabelText('Desks for Passport renewal'));
    await retype(user, 'Desks for Banking', '3');
    await retype(user, 'Days ahead the public may book', '90');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(vi.mocked(saveBookingSettings).mock.calls[0]?.[0]).toEqual({
      ...DEFAULT_BOOKING_SETTINGS,
      openingHours: {
        ...DEFAULT_BOOKING_SETTINGS.openingHours,
        sun: [{ open: '12:00', close: '15:00' }],
        sat: [],
      },
      holidays: ['2026-12-25', '2027-01-01', '2027-04-02'],
      desks: { banking: 3, 'national-id': 2 },
      bookingWindowDays: 90,
    });
  }, 20_000); // Many fields typed one key at a time: ~5 s on this 2-core machine under load.

  it('refuses a holiday twice', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByLabelText('Holiday date'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('This date is already a holiday')).toBeInTheDocument();
  });

  it('explains a refused save', async () => {
    const user = userEvent.setup();
    vi.mocked(saveBookingSettings).mockRejectedValue({ code: 'permission-denied' });
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to make this change.',
    );
  });
});
