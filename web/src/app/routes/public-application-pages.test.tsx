import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import HcaExamRegistrationPage from './hca-exam-registration';
import ServicesPage from './services';

// The pages compose features tested on their own: stand-ins here.
vi.mock('../../features/application-form/components/application-form-page', () => ({
  ApplicationFormPage: ({ serviceId }: { serviceId: string }) => <p>application {serviceId}</p>,
}));
vi.mock('../../features/application-form/live-environment', () => ({
  getLiveApplicationFormEnvironment: () => ({}),
}));
vi.mock('../../features/services/components/service-catalogue', () => ({
  ServiceCatalogue: () => <p>catalogue</p>,
}));
vi.mock('../../data/services/list-active-services', () => ({
  useActiveServices: () => ({ isPending: false }),
}));
vi.mock('../../features/application-status/components/status-check-panel', () => ({
  StatusCheckPanel: () => <p>status check</p>,
}));

function renderAt(path: string, element: ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('public application pages in Kiswahili', () => {
  it('introduces the services catalogue and the status check', async () => {
    await setLanguage('sw');
    renderAt('/services', <ServicesPage />);
    expect(
      screen.getByText(
        'Tafuta huduma, angalia unachotakiwa kuleta na gharama yake, kisha omba mtandaoni au weka miadi.',
      ),
    ).toBeVisible();
    expect(screen.getByText('catalogue')).toBeVisible();
    expect(screen.getByText('status check')).toBeVisible();
  });

  it('explains the HCA registration reference, with the seat booking link in the sentence', async () => {
    await setLanguage('sw');
    renderAt('/hca-exam-registration', <HcaExamRegistrationPage />);
    expect(
      screen.getByRole('complementary', { name: 'Kuhusu usajili wa mtihani wa HCA' }),
    ).toHaveTextContent(/Utahitaji namba hiyo na tarehe yako ya kuzaliwa/);
    expect(screen.getByRole('link', { name: 'kuweka nafasi ya mtihani' })).toHaveAttribute(
      'href',
      '/services/hca-exam-booking',
    );
    expect(screen.getByText('application hca-exam')).toBeVisible();
  });
});
