import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { useActiveServices } from '../../../data/services/list-active-services';
import { CATALOGUE } from '../../../data/services/testing';
import { ServiceCatalogue } from './service-catalogue';

// The public waits are a Firestore Lite read: none here (wait-estimate tests cover them).
vi.mock('../../../data/queue/public-waits', () => ({
  usePublicWaits: () => ({ isPending: false, data: {} }),
}));

vi.mock('../../../data/services/list-active-services', () => ({ useActiveServices: vi.fn() }));

const refetch = vi.fn();

function answer(overrides: Record<string, unknown>) {
  vi.mocked(useActiveServices).mockReturnValue({
    data: undefined,
    isPending: false,
    isError: false,
    isRefetching: false,
    refetch,
    ...overrides,
  } as never);
}

function renderCatalogue(path = '/services') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ServiceCatalogue />
    </MemoryRouter>,
  );
}

function shownServices(): string[] {
  const list = screen.queryByRole('list');
  if (!list) return [];
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

beforeEach(() => {
  answer({ data: CATALOGUE });
});

describe('ServiceCatalogue', () => {
  it('lists every active service with a link to its page', () => {
    renderCatalogue();
    expect(shownServices()).toEqual(CATALOGUE.map((service) => service.name));
    expect(screen.getByRole('link', { name: 'National ID Card' })).toHaveAttribute(
      'href',
      '/services/national-id',
    );
    expect(screen.getByText('4 services')).toBeInTheDocument();
  });

  it('searches names, summaries and categories, ignoring case', async () => {
    const user = userEvent.setup({ delay: null });
    renderCatalogue();
    const search = screen.getByRole('searchbox', { name: 'Search services' });

    await user.type(search, 'PASSPORT');
    expect(shownServices()).toEqual(['Passport Application and Renewal']);

    await user.clear(search);
    await user.type(search, 'lost card');
    expect(shownServices()).toEqual(['National ID Card']);

    await user.clear(search);
    await user.type(search, 'banking');
    expect(shownServices()).toEqual(['Equity Bank Diaspora Account']);
    expect(screen.getByText('1 of 4 services')).toBeInTheDocument();
  });

  it('filters by category and shows which category is selected', async () => {
    const user = userEvent.setup({ delay: null });
    renderCatalogue();
    const filters = screen.getByRole('group', { name: 'Filter by category' });
    await user.click(within(filters).getByRole('button', { name: 'Identity' }));
    expect(shownServices()).toEqual(['National ID Card']);
    expect(within(filters).getByRole('button', { name: 'Identity' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(filters).getByRole('button', { name: 'All' }));
    expect(shownServices()).toHaveLength(4);
  });

  it('combines the search with the category, and offers to clear both when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderCatalogue('/services?category=Identity&q=passport');
    expect(screen.getByRole('searchbox')).toHaveValue('passport');
    expect(screen.getByText('No services match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(shownServices()).toHaveLength(4);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows every service for a category it does not have (a link from the other language)', () => {
    renderCatalogue('/services?category=Utambulisho');
    expect(shownServices()).toHaveLength(4);
    const filters = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a loading state', () => {
    answer({ isPending: true });
    renderCatalogue();
    expect(screen.getByRole('status')).toHaveTextContent('Loading services');
  });

  it('shows an error with a way to try again', async () => {
    const user = userEvent.setup({ delay: null });
    answer({ isError: true });
    renderCatalogue();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load our services.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says so when no services are listed', () => {
    answer({ data: [] });
    renderCatalogue();
    expect(
      screen.getByText('No services are listed at the moment. Please call or visit us.'),
    ).toBeInTheDocument();
  });

  it('speaks Kiswahili around the English catalogue data', async () => {
    const user = userEvent.setup({ delay: null });
    await setLanguage('sw');
    renderCatalogue();
    expect(screen.getByText('Huduma 4')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Tafuta huduma' });
    const filters = screen.getByRole('group', { name: 'Chuja kwa aina ya huduma' });
    expect(within(filters).getByRole('button', { name: 'Zote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The services themselves stay as the catalogue writes them.
    expect(screen.getByRole('link', { name: 'National ID Card' })).toBeInTheDocument();
    expect(screen.getAllByText(/^CA\$\s120$/)).toHaveLength(3);
    expect(screen.getByText('Bure')).toBeInTheDocument();

    await user.type(search, 'passport');
    expect(screen.getByText('Huduma 1 kati ya 4')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'hakuna kitu');
    expect(screen.getByText('Hakuna huduma inayolingana na utafutaji wako.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Futa utafutaji na vichujio' })).toBeInTheDocument();
  });
});
