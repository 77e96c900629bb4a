import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPublicApi } from '../../../test/public-api';
import { getBookingSettings } from './get-booking-settings';

afterEach(() => vi.unstubAllGlobals());

describe('getBookingSettings (public)', () => {
  it("answers the centre's settings from the public read endpoint", async () => {
    const stored = {
      ...DEFAULT_BOOKING_SETTINGS,
      timezone: 'Africa/Nairobi',
      bookingWindowDays: 30,
    };
    stubPublicApi({ 'booking-settings': { body: { bookingSettings: stored } } });
    expect(await getBookingSettings()).toEqual(stored);
  });

  it('falls back to the defaults when there are none, they do not parse, or the read fails', async () => {
    stubPublicApi({ 'booking-settings': { body: { bookingSettings: null } } });
    expect(await getBookingSettings()).toEqual(DEFAULT_BOOKING_SETTINGS);
    stubPublicApi({ 'booking-settings': { body: { bookingSettings: { timezone: 3 } } } });
    expect(await getBookingSettings()).toEqual(DEFAULT_BOOKING_SETTINGS);
    stubPublicApi({ 'booking-settings': { status: 503 } });
    expect(await getBookingSettings()).toEqual(DEFAULT_BOOKING_SETTINGS);
  });
});
