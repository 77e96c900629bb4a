import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { Sidebar } from './sidebar';
import { ALL_SIDEBAR_ITEMS as SIDEBAR_ITEMS } from './sidebar-items';

const EXPECTED_ITEMS = [
  ['Dashboard', '/dashboard', 'view_dashboard'],
  ['Visitor Registration', '/visitors/register', 'view_visitor_registration'],
  ['Visit Management', '/visits', 'view_visit_management'],
  ['HCA Applications', '/applications', 'view_applications'],
  ['Appointments', '/appointments', 'view_appointments'],
  ['Jobs', '/post-jobs', 'view_jobs'],
  ['License Renewals', '/license-renewals', 'view_license_renewals'],
  ['Messages', '/messages', 'view_messages'],
  ['Reports', '/reports', 'view_reports'],
  ['Users', '/users', 'view_users'],
  ['Bank Services', '/bank-services', 'view_bank_services'],
] as const;

function renderSidebar(props: Parameters<typeof Sidebar>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Sidebar {...props} />
    </MemoryRouter>,
  );
}

describe('sidebar items', () => {
  it('lists the docs/product.md §2 items in order, each with its permission', () => {
    expect(SIDEBAR_ITEMS.map((item) => [item.label, item.to, item.permission])).toEqual(
      EXPECTED_ITEMS,
    );
  });
});

describe('Sidebar', () => {
  it('starts collapsed at 3.5rem', () => {
    const { container } = renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('aside')).toHaveStyle({ width: '3.5rem' });
  });

  it('controls the navigation it toggles', () => {
    renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
  });

  it('keeps every link named when collapsed, with the text visually hidden', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    for (const [label, to] of EXPECTED_ITEMS) {
      const link = within(nav).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', to);
      expect(link).toHaveAttribute('aria-label', label);
      expect(within(link).getByText(label)).toHaveClass('visually-hidden');
    }
  });

  it('expands to 16rem and shows the labels, then collapses again', async () => {
    const { container } = renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('aside')).toHaveStyle({ width: '16rem' });
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(within(dashboard).getByText('Dashboard')).not.toHaveClass('visually-hidden');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(container.querySelector('aside')).toHaveStyle({ width: '3.5rem' });
  });

  it('marks the current page', () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the capped unread badge on Messages and names the count', () => {
    renderSidebar({ unreadCount: 120, defaultExpanded: true });
    const messages = screen.getByRole('link', { name: 'Messages 99+ unread' });
    expect(within(messages).getByText('99+')).toBeInTheDocument();
    // What is seen ("Messages 99+") is the start of the name: voice control finds it (WCAG 2.5.3).
    expect(messages.textContent).toBe('Messages 99+');
  });

  it('speaks Kiswahili: the items of docs/product.md §2.5, the toggle and the unread count', async () => {
    await setLanguage('sw');
    renderSidebar({ unreadCount: 3, defaultExpanded: true });
    const nav = screen.getByRole('navigation', { name: 'Ofisi ya ndani' });
    expect(within(nav).getByRole('link', { name: 'Watumiaji' })).toHaveAttribute('href', '/users');
    expect(within(nav).getByRole('link', { name: 'Maombi ya HCA' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(within(nav).getByRole('link', { name: 'Ujumbe 3 hazijasomwa' })).toHaveTextContent(
      /^Ujumbe 3$/,
    );
    expect(screen.getByRole('button', { name: 'Kunja menyu ya pembeni' })).toBeInTheDocument();
  });
});
