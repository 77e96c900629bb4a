import {
  DEFAULT_BOOKING_SETTINGS,
  type DayAvailability,
  type SlotAvailability,
} from '@centre/domain/bookings';
import type { Service } from '@centre/domain/services';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AvailabilityRequest } from '../api/get-booking-availability';
import { addDaysTo } from '../lib/format';
import { aService } from '../../../data/services/testing';

// The first render of a file loads the page's modules; a busy machine can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

export function renderWithClient(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A bookable catalogue entry: the catalogue's test service without application fields. */
export function aBookableService(overrides: Partial<Service> = {}): Service {
  return aService({
    description: 'Our staff check your application.',
    applicationFields: [],
    ...overrides,
  });
}

export function aSlot(start: string, end: string, booked = 0, capacity = 2): SlotAvailability {
  return { start, end, capacity, booked, full: booked >= capacity };
}

/** The centre's today in these tests (NOW, 2026-07-06 15:00 UTC, in the defaults' zone). */
export const CENTRE_TODAY = '2026-07-06';

/**
 * What the server answers (functions' getBookingAvailabilityFor): `request.days` days from
 * `request.from` (the centre's today when left out), stopping at the booking window's last day;
 * the first day asked for open with the given slots, the second closed (a Sunday, say), the rest
 * open with one free slot at 11:00.
 */
export function availabilityFor(
  request: AvailabilityRequest,
  firstDaySlots: SlotAvailability[],
  bookingWindowDays = DEFAULT_BOOKING_SETTINGS.bookingWindowDays,
): DayAvailability[] {
  const from = request.from ?? CENTRE_TODAY;
  const lastDay = addDaysTo(CENTRE_TODAY, bookingWindowDays);
  const dates = Array.from({ length: request.days }, (_, index) => addDaysTo(from, index));
  return dates.flatMap((date, index): DayAvailability[] => {
    if (date > lastDay) return [];
    if (index === 0) return [{ date, closed: false, slots: firstDaySlots }];
    if (index === 1) return [{ date, closed: true, slots: [] }];
    return [{ date, closed: false, slots: [aSlot('11:00', '11:30')] }];
  });
}
