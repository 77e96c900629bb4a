import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBankRequestStatusCounts } from '../../data/bank-requests/get-status-counts';
import { getBankRequestsPage } from '../../data/bank-requests/list-bank-requests-page';
import { aBankRequest } from '../../data/bank-requests/testing';
import { setLanguage } from '../../lib/i18n';
import { sessionUser } from '../../test/auth-session';
import { renderPage } from '../../test/render-page';
import BankServicesPage from './bank-services';

const [{ fakeRead, fakePageRead }] = await vi.hoisted(() =>
  Promise.all([import('../../test/fake-read')]),
);
vi.mock('../../lib/firebase', () => ({ app: {} }));
vi.mock('../../lib/firebase-auth', () => ({ auth: {} }));
vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('../../lib/functions', () => ({ functions: {} }));
vi.mock('../../data/users/list-staff', () => ({
  useBankStaffOptions: () => ({
    data: [{ value: 'agent-1', label: 'Baraka Mwangi' }],
    isError: false,
  }),
}));
vi.mock('../../data/bank-requests/list-bank-requests-page', () => ({
  ...fakePageRead('getBankRequestsPage', 'useBankRequestsPage', (filters: unknown) => [
    'bankRequests',
    'list',
    filters,
  ]),
  getAllBankRequests: vi.fn(),
}));
vi.mock('../../data/bank-requests/get-status-counts', () =>
  fakeRead('getBankRequestStatusCounts', 'useBankRequestStatusCounts', () => [
    'bankRequests',
    'counts',
  ]),
);

beforeEach(async () => {
  await setLanguage('en');
  vi.mocked(getBankRequestStatusCounts)
    .mockReset()
    .mockResolvedValue({ new: 1, contacted: 0, converted: 0, closed: 0 });
  vi.mocked(getBankRequestsPage)
    .mockReset()
    .mockResolvedValue({
      rows: [aBankRequest({ id: 'q1', reference: 'BNK-AAAAAA' })],
      last: null,
      full: false,
    });
});

describe('/bank-services', () => {
  it('shows the desk under its title, on the requests tab, to bank staff', async () => {
    renderPage(<BankServicesPage />, {
      user: sessionUser({ uid: 'agent-1', role: 'agent', permissions: ['view_bank_services'] }),
      path: '/bank-services',
      pattern: '/bank-services',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bank Services' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Bank requests' });
    expect(within(table).getByRole('link', { name: 'BNK-AAAAAA' })).toBeInTheDocument();
  });

  it('refuses someone without the bank desk', async () => {
    renderPage(<BankServicesPage />, {
      user: sessionUser({ uid: 'r-1', role: 'receptionist', permissions: [] }),
      path: '/bank-services',
      pattern: '/bank-services',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to view the bank desk.',
    );
    expect(getBankRequestsPage).not.toHaveBeenCalled();
  });
});
