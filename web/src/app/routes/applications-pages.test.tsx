import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getApplication } from '../../data/applications/get-application';
import { getApplicationsPage } from '../../data/applications/list-applications-page';
import { getStatusCounts } from '../../data/applications/get-status-counts';
import { HCA_APPLICANT } from '../../data/applications/testing';
import { anApplication } from '../../features/applications/testing/fixtures';
import { sessionUser } from '../../test/auth-session';
import { renderPage } from '../../test/render-page';
import { setLanguage } from '../../lib/i18n';
import ApplicationDetailPage from './application-detail';
import ApplicationsPage from './applications';
import HcaApplicationDetailPage from './hca-application-detail';
import HcaApplicationsPage from './hca-applications';

const [{ fakeRead, fakePageRead, fixedRead }] = await vi.hoisted(() =>
  Promise.all([import('../../test/fake-read')]),
);

vi.mock('../../lib/firebase', () => ({ app: {} }));
vi.mock('../../lib/firebase-auth', () => ({ auth: {} }));
vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('../../lib/storage', () => ({ storage: {} }));
vi.mock('../../lib/functions', () => ({ functions: {} }));
vi.mock('../../data/users/list-staff', () => ({
  useStaffOptions: () => ({
    data: [{ value: 'agent-1', label: 'Baraka Mwangi', role: 'agent', department: 'General' }],
    isError: false,
  }),
}));
vi.mock('../../data/applications/list-applications-page', () =>
  fakePageRead('getApplicationsPage', 'useApplicationsPage', (params: unknown) => ['page', params]),
);
vi.mock('../../data/applications/get-applications-total', () =>
  fixedRead('useApplicationsTotal', 1),
);
vi.mock('../../data/applications/get-status-counts', () =>
  fakeRead('getStatusCounts', 'useStatusCounts', (scope: string) => ['counts', scope]),
);
vi.mock('../../data/services/list-service-options', () => fixedRead('useServiceOptions'));
vi.mock('../../data/applications/get-application', () =>
  fakeRead('getApplication', 'useApplication', (id: string) => ['application', id]),
);
vi.mock('../../data/applications/list-application-history', () =>
  fixedRead('useApplicationHistory'),
);
vi.mock('../../data/applications/list-application-notes', () => fixedRead('useApplicationNotes'));

const MANAGER = sessionUser({ uid: 'manager-1', displayName: 'Amina', role: 'manager' });

const APPLICATION = anApplication({
  id: 'app-9',
  reference: 'APP-7K3Q9D',
  serviceId: 'hca-exam',
  kind: 'hca',
  applicant: HCA_APPLICANT,
  status: 'in_review',
});

beforeEach(() => {
  vi.mocked(getApplicationsPage).mockReset();
  vi.mocked(getApplicationsPage).mockResolvedValue({
    rows: [APPLICATION],
    last: { id: 'app-9' } as never,
    full: false,
  });
  vi.mocked(getApplication).mockReset();
  vi.mocked(getApplication).mockResolvedValue(APPLICATION);
  vi.mocked(getStatusCounts)
    .mockReset()
    .mockResolvedValue({} as never);
});

/** The page at `path` (matched by the route's `pattern`) as the manager sees it. */
const renderAsManager = (page: ReactElement, path: string, pattern = path) =>
  renderPage(page, { user: MANAGER, path, pattern });

describe('application pages', () => {
  // [path, what it lists, its title, the page, the scope it reads]
  it.each([
    ['/applications', 'every kind', 'Applications', <ApplicationsPage />, 'all'],
    ['/hca-applications', 'HCA applications', 'HCA Applications', <HcaApplicationsPage />, 'hca'],
  ] as const)("%s lists %s under '%s'", async (path, _lists, title, page, scope) => {
    renderAsManager(page, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /APP-7K3Q9D/ })).toHaveAttribute(
      'href',
      `${path}/app-9`,
    );
    expect(vi.mocked(getApplicationsPage).mock.calls[0]![0]).toMatchObject({ scope });
    expect(getStatusCounts).toHaveBeenCalledWith(scope);
  });

  it('/applications/:applicationId shows that application with its status actions', async () => {
    renderAsManager(
      <ApplicationDetailPage />,
      '/applications/app-9',
      '/applications/:applicationId',
    );
    expect(await screen.findByTestId('application-status')).toHaveTextContent('In review');
    expect(getApplication).toHaveBeenCalledWith('app-9');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });

  it('/hca-applications/:applicationId leads back to the HCA list', async () => {
    renderAsManager(
      <HcaApplicationDetailPage />,
      '/hca-applications/app-9',
      '/hca-applications/:applicationId',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application APP-7K3Q9D' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HCA Applications' })).toHaveAttribute(
      'href',
      '/hca-applications',
    );
  });

  it('names the list in Kiswahili, in the filters and the link back from a detail page', async () => {
    await setLanguage('sw', { persist: false });
    const list = renderAsManager(<HcaApplicationsPage />, '/hca-applications');
    expect(await screen.findByRole('search', { name: 'Chuja Maombi ya HCA' })).toBeInTheDocument();
    list.unmount();
    renderAsManager(
      <ApplicationDetailPage />,
      '/applications/app-9',
      '/applications/:applicationId',
    );
    expect(await screen.findByRole('link', { name: 'Maombi' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });
});
