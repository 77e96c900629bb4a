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

beforeEach(() => {
  getApplication.mockReset();
  loadReport.mockReset().mockResolvedValue({ records: [] });
});

describe('dataLoader', () => {
  it('starts reading an application detail into the cache without waiting for it', async () => {
    const queryClient = new QueryClient();
    getApplication.mockResolvedValue({ id: 'a1', status: 'submitted' });
    expect(run('hca-application-detail', { applicationId: 'a1' }, queryClient)).toBeNull();
    await vi.waitFor(
      () =>
        expect(queryClient.getQueryData(['applications', 'detail', 'a1'])).toEqual({
          id: 'a1',
          status: 'submitted',
        }),
      { timeout: 10_000 },
    );
  });

  it('reads nothing when the route has no id', () => {
    const queryClient = new QueryClient();
    expect(run('application-detail', {}, queryClient)).toBeNull();
    expect(getApplication).not.toHaveBeenCalled();
  });

  it('starts reading a licence renewal into the cache', async () => {
    const queryClient = new QueryClient();
    getLicenceRenewal.mockResolvedValue({ id: 'r1', status: 'in_review' });
    expect(run('license-renewal-detail', { renewalId: 'r1' }, queryClient)).toBeNull();
    await vi.waitFor(
      () =>
        expect(queryClient.getQueryData(['licenceRenewals', 'detail', 'r1'])).toEqual({
          id: 'r1',
          status: 'in_review',
        }),
      { timeout: 10_000 },
    );
  });

  it('starts reading a bank client and its documents into the cache', async () => {
    const queryClient = new QueryClient();
    getBankClient.mockResolvedValue({ id: 'c1', status: 'prospect' });
    expect(run('bank-client', { clientId: 'c1' }, queryClient)).toBeNull();
    await vi.waitFor(
      () => {
        expect(queryClient.getQueryData(['bankClients', 'detail', 'c1'])).toEqual({
          id: 'c1',
          status: 'prospect',
        });
        expect(queryClient.getQueryData(['bankClients', 'detail', 'c1', 'documents'])).toEqual([]);
      },
      { timeout: 10_000 },
    );
  });

  it("starts reading the report of the address's period", async () => {
    const queryClient = new QueryClient();
    expect(run('reports', {}, queryClient, 'http://localhost/reports?range=last_month')).toBeNull();
    await vi.waitFor(
      () =>
        expect(queryClient.getQueryData(['reports', 'last_month', '', ''])).toEqual({
          records: [],
        }),
      { timeout: 10_000 },
    );
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
