import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { useService } from '../../../data/services/get-service';
import { aService } from '../../../data/services/testing';
import { ServiceDetail } from './service-detail';
import { expectLinks } from '../../../test/links';

// The public waits are a Firestore Lite read: none here (wait-estimate tests cover them).
vi.mock('../../../data/queue/public-waits', () => ({
  usePublicWaits: () => ({ isPending: false, data: {} }),
}));

vi.mock('../../../data/services/get-service', () => ({ useService: vi.fn() }));

function renderDetail(result: Record<string, unknown>, serviceId = 'passport-renewal') {
  vi.mocked(useService).mockReturnValue({
    data: undefined,
    isPending: false,
    isError: false,
    isRefetching: false,
    refetch: vi.fn(),
    ...result,
  } as never);
  render(
    <MemoryRouter>
      <ServiceDetail serviceId={serviceId} />
    </MemoryRouter>,
  );
}

describe('ServiceDetail', () => {
  it('shows the service, its documents, fee, processing time and duration', () => {
    renderDetail({ data: aService() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Passport Application and Renewal' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Our staff check your application and documents before they are sent.'),
    ).toBeInTheDocument();
    const documents = screen.getByRole('heading', {
      name: 'Documents to bring',
    }).nextElementSibling;
    expect(Array.from(documents?.querySelectorAll('li') ?? []).map((li) => li.textContent)).toEqual(
      ['Current or expired passport', 'Two passport photos'],
    );
    expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent('$120');
    expect(screen.getByText('Processing time').nextElementSibling).toHaveTextContent('4-6 weeks');
    expect(screen.getByText('Appointment length').nextElementSibling).toHaveTextContent(
      '30 minutes',
    );
  });

  it('sends the licence renewal to its own page to apply, the one way to request it', () => {
    renderDetail({ data: aService({ id: 'licence-renewal' }) }, 'licence-renewal');
    expect(screen.getByRole('link', { name: 'Apply online' })).toHaveAttribute(
      'href',
      '/license-renewal',
    );
  });

  it('links to the application form and to booking with the service chosen', () => {
    renderDetail({ data: aService() });
    expectLinks({
      'Apply online': '/service-application/passport-renewal',
      'Book an appointment': '/book-appointment?service=passport-renewal',
    });
  });

  it('shows Free for a fee of 0 and no Apply button when the service has no form', () => {
    renderDetail({ data: aService({ id: 'banking', fee: 0, applicationFields: [] }) });
    expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent('Free');
    expect(screen.queryByRole('link', { name: 'Apply online' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toBeInTheDocument();
  });

  it('has no booking button for a service that cannot be booked', () => {
    renderDetail({ data: aService({ id: 'hca-exam', bookable: false, durationMinutes: 180 }) });
    expect(screen.queryByRole('link', { name: 'Book an appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply online' })).toBeInTheDocument();
    expect(screen.getByText('3 hours')).toBeInTheDocument();
  });

  it("says it can't find an unknown or inactive service, with a way back to the list", () => {
    renderDetail({ data: null }, 'no-such-service');
    expect(
      screen.getByRole('heading', { level: 1, name: "We can't find that service" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('offers to try again when the service could not be loaded', () => {
    renderDetail({ isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this service.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the facts, actions and fee in Kiswahili, the service data as written', async () => {
    await setLanguage('sw');
    renderDetail({ data: aService({ durationMinutes: 90, fee: 12.5 }) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Passport Application and Renewal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ada').nextElementSibling?.textContent).toMatch(/^CA\$\s12\.50$/);
    expect(screen.getByText('Muda wa kushughulikia').nextElementSibling).toHaveTextContent(
      '4-6 weeks',
    );
    expect(screen.getByText('Muda wa miadi').nextElementSibling).toHaveTextContent(
      'saa 1 na dakika 30',
    );
    expect(screen.getByRole('heading', { name: 'Nyaraka za kuleta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Omba mtandaoni' })).toHaveAttribute(
      'href',
      '/service-application/passport-renewal',
    );
    expect(screen.getByRole('link', { name: 'Weka miadi' })).toBeInTheDocument();
    expect(screen.getByText(/zisizozidi MB 10 kila moja/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Mahali ulipo' })).toBeInTheDocument();
  });

  it("says in Kiswahili that it can't find a service", async () => {
    await setLanguage('sw');
    renderDetail({ data: null }, 'no-such-service');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hatuwezi kupata huduma hiyo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angalia huduma zetu zote' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
