import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_OVERLAY_MEDIA } from '../../config';
import { setLanguage } from '../../lib/i18n';
import { Sidebar } from './sidebar';
import { ALL_SIDEBAR_ITEMS as SIDEBAR_ITEMS } from './sidebar-items';
import { expectLinks } from '../../test/links';

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
    expectLinks(
      {
        Watumiaji: '/users',
        'Maombi ya HCA': '/applications',
      },
      nav,
    );
    expect(within(nav).getByRole('link', { name: 'Ujumbe 3 hazijasomwa' })).toHaveTextContent(
      /^Ujumbe 3$/,
    );
    expect(screen.getByRole('button', { name: 'Kunja menyu ya pembeni' })).toBeInTheDocument();
  });
});

/** A screen as narrow as a phone's: SIDEBAR_OVERLAY_MEDIA matches (jsdom has no matchMedia). */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === SIDEBAR_OVERLAY_MEDIA }));
}

function renderInLayout() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Sidebar />
      <Routes>
        <Route path="*" element={<button type="button">On the page</button>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Sidebar on a narrow screen (a drawer over the page)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function openDrawer() {
    narrowScreen();
    const view = renderInLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    return view;
  }

  function expectClosed() {
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }

  it('closes when a page is chosen', async () => {
    await openDrawer();
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expectClosed();
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes on Escape and gives focus back to its toggle', async () => {
    await openDrawer();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expectClosed();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
  });

  it('closes when the backdrop beside it is tapped, which is there only while it is open', async () => {
    const { container } = await openDrawer();
    const backdrop = container.querySelector('.sidebar__backdrop');
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(backdrop as Element);
    expectClosed();
    expect(container.querySelector('.sidebar__backdrop')).not.toBeInTheDocument();
  });

  it('closes when focus moves out of it to the page it covers', async () => {
    await openDrawer();
    for (let link = 0; link < SIDEBAR_ITEMS.length; link += 1) await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Bank Services' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
    expectClosed();
  });
});

describe('Sidebar on a wide screen (beside the page)', () => {
  it('stays open when a page is chosen, on Escape and when focus moves to the page', async () => {
    renderInLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'On the page' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
