import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedPaths, stubPublicApi } from '../../test/public-api';
import { getPublicWaits } from './get-public-waits';

const NOW = new Date('2026-11-30T17:00:00.000Z');

/** A day's display as the endpoint answers it (dates as JSON writes them). */
const display = (validUntil: string) => ({
  queueDate: '2026-11-30',
  services: {
    'passport-renewal': { waiting: 4, openDesks: 2, serviceMinutes: [10, 10, 10, 10] },
  },
  recentCalls: [],
  updatedAt: '2026-11-30T16:55:00.000Z',
  validUntil,
});

afterEach(() => vi.unstubAllGlobals());

describe('getPublicWaits', () => {
  it("turns today's display into a wait range per service", async () => {
    const stub = stubPublicApi({
      'queue-display': { body: { queueDisplay: display('2026-12-01T07:00:00.000Z') } },
    });
    expect(await getPublicWaits(NOW)).toEqual({
      'passport-renewal': { kind: 'range', lowMinutes: 20, highMinutes: 25 },
    });
    expect(askedPaths(stub)).toEqual(['queue-display']);
  });

  it('has no estimate when the newest display has expired, is missing or does not parse', async () => {
    stubPublicApi({
      'queue-display': { body: { queueDisplay: display('2026-11-30T07:00:00.000Z') } },
    });
    expect(await getPublicWaits(NOW)).toEqual({});
    stubPublicApi({ 'queue-display': { body: { queueDisplay: null } } });
    expect(await getPublicWaits(NOW)).toEqual({});
    stubPublicApi({ 'queue-display': { body: { queueDisplay: { services: 'x' } } } });
    expect(await getPublicWaits(NOW)).toEqual({});
  });
});
