/** The catalogue's public reads (the public read endpoint): the active services and one service. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedPaths, stubPublicApi } from '../../test/public-api';
import { CATALOGUE, aService } from './testing';
import { getService } from './get-service';
import { featuredOf, getActiveServices } from './list-active-services';

/** A service as the endpoint answers it: its fields, its id, and a date as JSON writes one. */
const answered = (service: ReturnType<typeof aService>) => ({
  ...service,
  createdAt: '2026-11-01T09:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('getActiveServices (public read endpoint)', () => {
  it('reads /api/public/services, sorts by order and keeps each record whole', async () => {
    const stub = stubPublicApi({
      services: { body: { services: [...CATALOGUE].reverse().map(answered) } },
    });
    const services = await getActiveServices();
    expect(askedPaths(stub)).toEqual(['services']);
    expect(services.map((service) => service.id)).toEqual([
      'passport-renewal',
      'national-id',
      'banking',
      'notary-attestation',
    ]);
    expect(services[0]).toEqual(CATALOGUE[0]);
  });

  it('leaves out a malformed record, and an inactive one, instead of failing the whole list', async () => {
    stubPublicApi({
      services: {
        body: {
          services: [
            answered(aService()),
            { id: 'broken', name: 'No fee or order' },
            answered(aService({ id: 'retired', active: false })),
          ],
        },
      },
    });
    expect((await getActiveServices()).map((service) => service.id)).toEqual(['passport-renewal']);
  });

  it('fails when the endpoint does (the query retries, the page keeps its pre-rendered list)', async () => {
    stubPublicApi({ services: { status: 503 } });
    await expect(getActiveServices()).rejects.toThrow('503');
  });

  it('features the first six services by order', async () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      aService({ id: `service-${index + 1}`, order: 9 - index }),
    );
    stubPublicApi({ services: { body: { services: many.map(answered) } } });
    expect(featuredOf(await getActiveServices()).map((service) => service.id)).toEqual([
      'service-9',
      'service-8',
      'service-7',
      'service-6',
      'service-5',
      'service-4',
    ]);
  });
});

describe('getService (public read endpoint)', () => {
  it('reads /api/public/services/{id} and returns the active service', async () => {
    const stub = stubPublicApi({
      'services/passport-renewal': { body: { service: answered(aService()) } },
    });
    expect(await getService('passport-renewal')).toEqual(aService());
    expect(askedPaths(stub)).toEqual(['services/passport-renewal']);
  });

  it('encodes the id into the path', async () => {
    const stub = stubPublicApi({});
    await getService('a b?c');
    expect(askedPaths(stub)).toEqual(['services/a%20b%3Fc']);
  });

  it('returns null for a missing or inactive service (the endpoint answers 404)', async () => {
    stubPublicApi({ 'services/nope': { status: 404 } });
    expect(await getService('nope')).toBeNull();
  });

  it('lets other failures through so the page can offer to try again', async () => {
    stubPublicApi({ 'services/passport-renewal': { status: 503 } });
    await expect(getService('passport-renewal')).rejects.toThrow('503');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getService('passport-renewal')).rejects.toThrow('Failed to fetch');
  });
});
