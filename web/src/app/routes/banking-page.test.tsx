import {
  BANK_PRODUCT_KYC,
  BANK_PRODUCT_LABELS,
  BANK_PRODUCTS,
  KYC_DOCUMENT_LABELS,
} from '@centre/domain/bank';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import BankingPage from './banking';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/banking']}>
      <Routes>
        <Route path="/banking" element={<BankingPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/banking', () => {
  it('introduces the desk, then the products, how it works and the form, headings in order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
    expect(screen.getByText(/partner bank, Equity Bank/)).toBeVisible();
    const levels = screen.getAllByRole('heading').map((heading) => heading.tagName);
    expect(levels.slice(0, 3)).toEqual(['H1', 'H2', 'H3']);
    expect(levels.filter((level) => level === 'H2')).toHaveLength(3);
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('form', { name: 'Ask for an account' })).toBeVisible();
  });

  it('lists each product with its summary and its KYC checklist as what to bring', () => {
    renderPage();
    const products = screen.getByRole('region', { name: 'Accounts and services' });
    for (const product of BANK_PRODUCTS) {
      const card = within(products).getByRole('article', { name: BANK_PRODUCT_LABELS[product] });
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(BANK_PRODUCT_KYC[product].map((kind) => KYC_DOCUMENT_LABELS[kind]));
      expect(within(card).getByRole('button', { name: /^Request this/ })).toBeVisible();
    }
    // What counts as a proof of address (its age limit) and of income, once under the cards.
    expect(
      within(products).getByText(/^Proof of address: .* not older than 3 months\.$/),
    ).toBeVisible();
    expect(within(products).getByText(/^Proof of income: a recent payslip/)).toBeVisible();
  });
});
