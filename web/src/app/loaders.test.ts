import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportPreset } from '@centre/domain/reports';
import { dataLoader } from './loaders';

const { getApplication, getLicenceRenewal, getBankClient, loadReport } = vi.hoisted(() => ({
  getApplication: vi.fn(),
  getLicenceRenewal: vi.fn(),
  getBankClient: vi.fn(),
  loadReport: vi.fn(),
}));

vi.mock('../data/applications/get-application', () => ({
  applicationQueryOptions: (applicationId: string) => ({
    queryKey: ['applications', 'detail', applicationId],
    queryFn: () => getApplication(applicationId),
  }),
}));

vi.mock('../data/appointments/get-appointment', () => ({ appointmentQueryOptions: vi.fn() }));
vi.mock('../data/users/get-user', () => ({ userQueryOptions: vi.fn() }));
vi.mock('../data/visits/get-visit', () => ({ visitQueryOptions: vi.fn() }));
vi.mock('../data/licence-renewals/get-licence-renewal', () => ({
  licenceRenewalQueryOptions: (renewalId: string) => ({
    queryKey: ['licenceRenewals', 'detail', renewalId],
    queryFn: () => getLicenceRenewal(renewalId),
  }),
}));

vi.mock('../data/bank-clients/get-bank-client', () => ({
  bankClientQueryOptions: (clientId: string) => ({
    queryKey: ['bankClients', 'detail', clientId],
    queryFn: () => getBankClient(clientId),
  }),
}));
// The client's documents, history and notes: read under their own keys, answered empty here.
vi.mock('../data/bank-clients/list-bank-client-documents', () => ({
  bankClientDocumentsQueryOptions: (clientId: string) => ({
    queryKey: ['bankClients', 'detail', clientId, 'documents'],
    queryFn: async () => [],
  }),
}));
vi.mock('../data/bank-clients/list-bank-client-history', () => ({
  bankClientHistoryQueryOptions: (clientId: string) => ({
    queryKey: ['bankClients', 'detail', clientId, 'history'],
    queryFn: async () => [],
  }),
}));
vi.mock('../data/bank-clients/list-bank-client-notes', () => ({
  bankClientNotesQueryOptions: (clientId: string) => ({
    queryKey: ['bankClients', 'detail', clientId, 'notes'],
    queryFn: async () => [],
  }),
}));

vi.mock('../data/reports/get-report', async () => {
  const { reportKeys } = await import('../data/reports/keys');
  return {
    reportQueryOptions: (request: {
      preset: ReportPreset;
      custom?: { from: string; to: string } | null;
    }) => ({
      queryKey: reportKeys.load(request.preset, request.custom),
      queryFn: () => loadReport(request),
    }),
  };
});

function run(
  page: string,
  params: Record<string, string>,
  queryClient: QueryClient,
  url = 'http://localhost/',
) {
  const loader = dataLoader(page, queryClient);
  return loader?.({ params, request: new Request(url) } as LoaderFunctionArgs);
}

/** Waits (the loader reads after a dynamic import) until `value` is cached under `key`. */
function cachedSoon(queryClient: QueryClient, key: readonly unknown[], value: unknown) {
  return vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(value), {
    timeout: 10_000,
  });
}

beforeEach(() => {
  getApplication.mockReset();
  loadReport.mockReset().mockResolvedValue({ records: [] });
});

describe('dataLoader', () => {
  it.each([
    [
      'an application detail',
      'hca-application-detail',
      { applicationId: 'a1' },
      getApplication,
      ['applications', 'detail', 'a1'],
      { id: 'a1', status: 'submitted' },
    ],
    [
      'a licence renewal',
      'license-renewal-detail',
      { renewalId: 'r1' },
      getLicenceRenewal,
      ['licenceRenewals', 'detail', 'r1'],
      { id: 'r1', status: 'in_review' },
    ],
  ] as const)(
    'starts reading %s into the cache without waiting for it',
    async (_what, page, params, read, key, record) => {
      const queryClient = new QueryClient();
      read.mockResolvedValue(record);
      expect(run(page, params, queryClient)).toBeNull();
      await cachedSoon(queryClient, key, record);
    },
  );

  it('reads nothing when the route has no id', () => {
    const queryClient = new QueryClient();
    expect(run('application-detail', {}, queryClient)).toBeNull();
    expect(getApplication).not.toHaveBeenCalled();
  });

  it('starts reading a bank client and its documents into the cache', async () => {
    const queryClient = new QueryClient();
    getBankClient.mockResolvedValue({ id: 'c1', status: 'prospect' });
    expect(run('bank-client', { clientId: 'c1' }, queryClient)).toBeNull();
    await cachedSoon(queryClient, ['bankClients', 'detail', 'c1'], {
      id: 'c1',
      status: 'prospect',
    });
    await cachedSoon(queryClient, ['bankClients', 'detail', 'c1', 'documents'], []);
  });

  it("starts reading the report of the address's period", async () => {
    const queryClient = new QueryClient();
    expect(run('reports', {}, queryClient, 'http://localhost/reports?range=last_month')).toBeNull();
    await cachedSoon(queryClient, ['reports', 'last_month', '', ''], { records: [] });
    expect(loadReport).toHaveBeenCalledWith({ preset: 'last_month', custom: null });
  });

  it('reads a valid custom period, and nothing for an invalid one', async () => {
    const queryClient = new QueryClient();
    run(
      'reports',
      {},
      queryClient,
      'http://localhost/reports?range=custom&from=2026-02-01&to=2026-02-10',
    );
    await vi.waitFor(
      () =>
        expect(loadReport).toHaveBeenCalledWith({
          preset: 'custom',
          custom: { from: '2026-02-01', to: '2026-02-10' },
        }),
      { timeout: 10_000 },
    );
    loadReport.mockClear();
    run(
      'reports',
      {},
      queryClient,
      'http://localhost/reports?range=custom&from=2026-02-10&to=2026-02-01',
    );
    run('reports', {}, queryClient, 'http://localhost/reports?range=forever');
    // The same module import has run (the first read above): give it a turn, then nothing is read.
    await import('./prefetch-route-data');
    await Promise.resolve();
    expect(loadReport).not.toHaveBeenCalled();
  });

  it('gives pages without a record to prefetch no loader', () => {
    expect(dataLoader('dashboard', new QueryClient())).toBeUndefined();
    expect(dataLoader('user-detail', undefined)).toBeUndefined();
  });
});
