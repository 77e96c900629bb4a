import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { CATALOGUE } from '../../../data/services/testing';
import { FeaturedServices } from './featured-services';

// The public waits are a Firestore Lite read: none here (wait-estimate tests cover them).
vi.mock('../../../data/queue/public-waits', () => ({
  usePublicWaits: () => ({ isPending: false, data: {} }),
}));

function renderFeatured(load: () => Promise<typeof CATALOGUE>) {
  render(
    <MemoryRouter>
      <FeaturedServices load={load} />
    </MemoryRouter>,
  );
}

describe('FeaturedServices', () => {
  it('shows the loaded services as cards linking to their pages', async () => {
    renderFeatured(() => Promise.resolve(CATALOGUE));
    expect(await screen.findByRole('link', { name: 'National ID Card' })).toHaveAttribute(
      'href',
      '/services/national-id',
    );
    expect(screen.getByRole('link', { name: 'See all services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('falls back to a link to the catalogue when the read fails', async () => {
    renderFeatured(() => Promise.reject(new Error('offline')));
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
    renderFeatured(() => Promise.reject(new Error('offline')));
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
