import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { PagePlaceholder } from './page-placeholder';
import { StaffPage, useCurrentPageId } from './staff-page';

function PageIdProbe() {
  return <p>page {useCurrentPageId() ?? 'none'}</p>;
}

function renderAt(path: string, ui: ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('StaffPage', () => {
  it("titles the page with its route's title and names the section by it", () => {
    renderAt(
      '/post-jobs',
      <StaffPage>
        <p>Body</p>
      </StaffPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Post Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Post Jobs' })).toHaveTextContent('Body');
  });

  it('takes the title of the parameterised route a path matches', () => {
    renderAt('/users/u-7', <StaffPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
  });

  it('prefers a literal route to a parameterised one, as the router does', () => {
    renderAt('/services/hca-exam-booking', <PageIdProbe />);
    expect(screen.getByText('page hca-exam-booking')).toBeInTheDocument();
  });

  it('finds no page id off the route table', () => {
    renderAt('/no/such/page', <PageIdProbe />);
    expect(screen.getByText('page none')).toBeInTheDocument();
  });

  it('puts the actions beside the title', () => {
    renderAt('/users', <StaffPage actions={<button type="button">Create user</button>} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Users' });
    expect(heading.parentElement).toContainElement(
      screen.getByRole('button', { name: 'Create user' }),
    );
  });

  it('titles the page in the UI language', async () => {
    await setLanguage('sw');
    renderAt('/account-settings', <StaffPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mipangilio ya akaunti' }),
    ).toBeInTheDocument();
  });
});

describe('PagePlaceholder', () => {
  it("shows docs/product.md §8's placeholder note in English and its Kiswahili", async () => {
    renderAt('/create-task', <PagePlaceholder note="implementedSoon" />);
    expect(screen.getByText('This page will be implemented soon.')).toBeInTheDocument();
    await setLanguage('sw');
    expect(await screen.findByText('Ukurasa huu utakamilika hivi karibuni.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Unda kazi' })).toBeInTheDocument();
  });

  it('says "coming soon" by default', () => {
    renderAt('/dashboard', <PagePlaceholder />);
    expect(screen.getByText('This feature is coming soon.')).toBeInTheDocument();
  });
});
