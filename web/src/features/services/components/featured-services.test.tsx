import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { serviceKeys } from '../../../data/services/keys';
import { CATALOGUE, aService } from '../../../data/services/testing';
import { createTestQueryClient } from '../../../test/render';
import { FeaturedServices } from './featured-services';

// The public waits are a read of their own: none here (wait-estimate tests cover them).
vi.mock('../../../data/queue/public-waits', () => ({
  usePublicWaits: () => ({ isPending: false, data: {} }),
}));

// The catalogue's read, when a test leaves the cache empty: the public endpoint cannot be
// reached (offline).
vi.mock('../../../lib/public-api', () => ({
  fetchPublic: () => Promise.reject(new TypeError('Failed to fetch')),
}));

/** The home page's section, with the catalogue in the cache as a pre-rendered page has it. */
function renderFeatured(catalogue?: typeof CATALOGUE) {
  const queryClient = createTestQueryClient();
  if (catalogue) queryClient.setQueryData(serviceKeys.list({ active: true }), catalogue);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FeaturedServices />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FeaturedServices', () => {
  it("shows the catalogue's services from the cache as cards linking to their pages", async () => {
    renderFeatured(CATALOGUE);
    expect(await screen.findByRole('link', { name: 'National ID Card' })).toHaveAttribute(
      'href',
      '/services/national-id',
    );
    expect(screen.getByRole('link', { name: 'See all services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('features the first six services of the catalogue, in its order', async () => {
    const many = Array.from({ length: 8 }, (_, index) =>
      aService({ id: `service-${index + 1}`, name: `Service ${index + 1}`, order: index + 1 }),
    );
    renderFeatured(many);
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Service 1',
      'Service 2',
      'Service 3',
      'Service 4',
      'Service 5',
      'Service 6',
    ]);
  });

  it('falls back to a link to the catalogue when the read fails with nothing cached', async () => {
    renderFeatured();
    expect(
      await screen.findByText(/We could not load the list of services just now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse all our services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('speaks Kiswahili, links inside the sentence included', async () => {
    await setLanguage('sw');
    renderFeatured();
    expect(
      await screen.findByRole('heading', { name: 'Huduma zinazotumika zaidi' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Hatukuweza kupakia orodha ya huduma kwa sasa/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kuangalia huduma zetu zote' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
