import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUsers } from '../../../data/users/list-users';
import { renderWithProviders } from '../../../test/render';
import { aUser } from '../../../data/users/testing';
import { setLanguage } from '../../../lib/i18n';
import { UserList } from './user-list';

// The module's hook backed by a fake read, so loading, error and retry behave as they do live.
vi.mock('../../../data/users/list-users', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  const getUsers = vi.fn();
  return {
    getUsers,
    useUsers: () => useQuery({ queryKey: ['users', 'list', { scope: 'all' }], queryFn: getUsers }),
  };
});

const USERS = [
  aUser({ uid: 'u1', displayName: 'Amina Otieno', email: 'amina@centre.test', role: 'admin' }),
  aUser({
    uid: 'u2',
    displayName: 'Baraka Mwangi',
    email: 'baraka@centre.test',
    role: 'agent',
    department: 'Passport Services',
  }),
  aUser({
    uid: 'u3',
    displayName: 'Chiku Njeri',
    email: 'chiku@partner.test',
    role: 'bank_agent',
    status: 'suspended',
    department: 'Banking Services',
  }),
];

function rowNames() {
  const table = screen.getByRole('table', { name: 'Staff users' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

beforeEach(() => {
  vi.mocked(getUsers).mockReset();
});

describe('UserList', () => {
  it('shows every user with a link to their page, sorted by name', async () => {
    vi.mocked(getUsers).mockResolvedValue([USERS[2]!, USERS[0]!, USERS[1]!]);
    renderWithProviders(<UserList />);
    expect(await screen.findByRole('table', { name: 'Staff users' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Amina Otieno', 'Baraka Mwangi', 'Chiku Njeri']);
    expect(screen.getByRole('link', { name: 'Baraka Mwangi' })).toHaveAttribute(
      'href',
      '/users/u2',
    );
    for (const header of ['Name', 'Email', 'Role', 'Department', 'Status', 'Last updated']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('narrows the rows by name or email as the user types', async () => {
    vi.mocked(getUsers).mockResolvedValue(USERS);
    renderWithProviders(<UserList />);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'baraka');
    expect(rowNames()).toEqual(['Baraka Mwangi']);
    await userEvent.clear(search);
    await userEvent.type(search, 'PARTNER.test');
    expect(rowNames()).toEqual(['Chiku Njeri']);
    expect(screen.getByText('Showing 1 of 3 users')).toBeInTheDocument();
  });

  it('narrows the rows by role, status and department', async () => {
    vi.mocked(getUsers).mockResolvedValue(USERS);
    renderWithProviders(<UserList />);
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'agent');
    expect(rowNames()).toEqual(['Baraka Mwangi']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    expect(rowNames()).toEqual(['Chiku Njeri']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');

    const department = screen.getByRole('combobox', { name: 'Department' });
    // The seven departments of docs/product.md §9 plus General, after "All departments".
    expect(within(department).getAllByRole('option')).toHaveLength(9);
    await userEvent.selectOptions(department, 'Passport Services');
    expect(rowNames()).toEqual(['Baraka Mwangi']);
    await userEvent.selectOptions(department, 'General');
    expect(rowNames()).toEqual(['Amina Otieno']);
  });

  it('says when nothing matches and clears the filters on request', async () => {
    vi.mocked(getUsers).mockResolvedValue(USERS);
    renderWithProviders(<UserList />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No users match your search and filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowNames()).toHaveLength(3);
  });

  it('shows a loading state, then an empty state when there are no users', async () => {
    vi.mocked(getUsers).mockResolvedValue([]);
    renderWithProviders(<UserList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading users');
    expect(await screen.findByText(/No users yet/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the users cannot be loaded', async () => {
    vi.mocked(getUsers).mockRejectedValueOnce(new Error('permission-denied'));
    vi.mocked(getUsers).mockResolvedValueOnce(USERS);
    renderWithProviders(<UserList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the users.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('UserList in Kiswahili', () => {
  it('shows the table, the filters, the roles and the dates in Kiswahili', async () => {
    await setLanguage('sw');
    vi.mocked(getUsers).mockResolvedValue([
      { ...USERS[1]!, lastUpdated: new Date(2026, 7, 5, 9, 30) },
    ]);
    renderWithProviders(<UserList />);
    const table = await screen.findByRole('table', { name: 'Watumiaji wa ofisi' });
    for (const header of [
      'Jina',
      'Barua pepe',
      'Jukumu',
      'Idara',
      'Hali',
      'Ilibadilishwa mwisho',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(table).getByRole('row', { name: /Baraka Mwangi/ });
    expect(row).toHaveTextContent('Wakala');
    expect(row).toHaveTextContent('Huduma za pasipoti');
    expect(row).toHaveTextContent('5 Ago 2026');
    expect(screen.getByRole('status')).toHaveTextContent('Mtumiaji 1');
    expect(screen.getByRole('combobox', { name: 'Jukumu' })).toHaveDisplayValue('Majukumu yote');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Tafuta' }), 'nobody');
    expect(
      screen.getByText('Hakuna mtumiaji anayelingana na utafutaji na vichujio vyako.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Inaonyesha 0 kati ya mtumiaji 1');
  });
});
