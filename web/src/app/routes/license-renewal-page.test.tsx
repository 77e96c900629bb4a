import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useService } from '../../data/services/get-service';
import { aService } from '../../data/services/testing';
import { setLanguage } from '../../lib/i18n';
import LicenseRenewalPage from './license-renewal';
import ServiceApplicationPage from './service-application';

// The page composes features tested on their own: stand-ins here that show what they were given.
vi.mock('../../features/application-form/components/application-form-page', () => ({
  ApplicationFormPage: ({ serviceId, embedded }: { serviceId: string; embedded?: boolean }) => (
    <p>
      application {serviceId} {embedded ? 'embedded' : 'page'}
    </p>
  ),
}));
vi.mock('../../features/application-form/live-environment', () => ({
  getLiveApplicationFormEnvironment: () => ({}),
}));
vi.mock('../../features/application-status/components/status-check-panel', () => ({
  StatusCheckPanel: ({ subject }: { subject?: string }) => (
    <p id="check-status">status check {subject}</p>
  ),
}));
vi.mock('../../data/services/get-service', () => ({ useService: vi.fn() }));

const RENEWAL = aService({
  id: 'licence-renewal',
  name: 'Driving Licence Renewal',
  fee: 45,
  processingTime: '3-5 weeks',
});

function serviceResult(result: Record<string, unknown>) {
  vi.mocked(useService).mockReturnValue({
    data: undefined,
    isPending: false,
    isError: false,
    ...result,
  } as never);
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/license-renewal" element={<LicenseRenewalPage />} />
        <Route path="/service-application/:serviceId" element={<ServiceApplicationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(useService).mockReset();
});

describe('/license-renewal', () => {
  it('explains the service, its documents, fee and delivery, then the form and the status check', () => {
    serviceResult({ data: RENEWAL });
    renderAt('/license-renewal');

    expect(screen.getByRole('heading', { level: 1, name: 'Licence Renewal' })).toBeVisible();
    // Headings in order, none skipped.
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual([
      'H1',
      'H2',
      'H2',
      'H2',
      'H2',
    ]);
    expect(screen.getByRole('region', { name: 'Who this service is for' })).toBeVisible();
    const documents = screen.getByRole('region', { name: 'Documents you need' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A copy of your current driving licence, both sides',
      'Your passport or national ID',
      'A recent passport-size photo',
    ]);
    expect(within(documents).getByText(/PDF, JPEG or PNG file of up to 10 MB/)).toBeVisible();
    expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent('$45');
    expect(screen.getByText('Processing time').nextElementSibling).toHaveTextContent('3-5 weeks');
    const delivery = screen.getByRole('region', { name: 'How you get your licence' });
    expect(within(delivery).getByText(/^Collect at the centre/)).toBeVisible();
    expect(within(delivery).getByText(/^Send by courier/)).toBeVisible();
    expect(screen.getByText('application licence-renewal embedded')).toBeVisible();
    expect(screen.getByText('status check licence_renewal')).toBeVisible();
    expect(useService).toHaveBeenCalledWith('licence-renewal');
  });

  it('scrolls to the status check of a #check-status link once the facts above it are there', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    serviceResult({ isPending: true });
    renderAt('/license-renewal#check-status');
    expect(scrolled).toEqual([]);
    serviceResult({ data: RENEWAL });
    cleanup();
    renderAt('/license-renewal#check-status');
    expect(scrolled.map((element) => element.id)).toContain('check-status');
    Element.prototype.scrollIntoView = original;
  });

  it('says the fee is loading while the service is read', () => {
    serviceResult({ isPending: true });
    renderAt('/license-renewal');
    expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent('Loading...');
  });

  it('asks at the centre for a fee it cannot read', () => {
    serviceResult({ isError: true, data: null });
    renderAt('/license-renewal');
    expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent('Ask us at the centre');
    expect(screen.getByText('application licence-renewal embedded')).toBeVisible();
  });

  it('reads in Kiswahili, the fee as Intl writes it there', async () => {
    await setLanguage('sw');
    serviceResult({ data: RENEWAL });
    renderAt('/license-renewal');
    expect(screen.getByRole('heading', { level: 1, name: 'Kuhuisha leseni' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Nyaraka unazohitaji' })).toBeVisible();
    expect(screen.getByText('Gharama').nextElementSibling).toHaveTextContent(/45/);
    expect(screen.getByText('Muda wa kushughulikia').nextElementSibling).toHaveTextContent(
      '3-5 weeks',
    );
  });

  it('is the one way in: /service-application/licence-renewal leads to it', () => {
    serviceResult({ data: RENEWAL });
    renderAt('/service-application/licence-renewal');
    expect(screen.getByRole('heading', { level: 1, name: 'Licence Renewal' })).toBeVisible();
    expect(screen.getByText('application licence-renewal embedded')).toBeVisible();
  });

  it('leaves every other service on its application page', () => {
    renderAt('/service-application/notary-attestation');
    expect(screen.getByText('application notary-attestation page')).toBeVisible();
  });
});
