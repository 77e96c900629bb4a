import { ROLES } from '@centre/domain/roles';
import { USER_DEPARTMENTS, USER_STATUSES } from '@centre/domain/users';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import { useUsers } from '../../../data/users/list-users';
import type { UserRecord } from '../../../data/users/converter';
import { departmentLabel, roleLabel, statusLabel } from '../utils/labels';
import { formatDateTime } from '../../../lib/format';
import { RoleBadge, StatusBadge } from './badges';
import { SelectInput } from '../../../components/select-input';
import '../users.css';

export interface UserFilters {
  search: string;
  role: string;
  status: string;
  department: string;
}

const NO_FILTERS: UserFilters = { search: '', role: '', status: '', department: '' };

/** Client-side search (name or email) and the three exact-match filters; '' means any. */
export function filterUsers(users: readonly UserRecord[], filters: UserFilters): UserRecord[] {
  const search = filters.search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (!search ||
        user.displayName.toLowerCase().includes(search) ||
        user.email.toLowerCase().includes(search)) &&
      (!filters.role || user.role === filters.role) &&
      (!filters.status || user.status === filters.status) &&
      (!filters.department || user.department === filters.department),
  );
}

function byName(a: UserRecord, b: UserRecord): number {
  return (a.displayName || a.email).localeCompare(b.displayName || b.email);
}

const anyOption = (label: string) => ({ value: '', label });
const ROLE_OPTIONS = [
  anyOption('All roles'),
  ...ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
];
const STATUS_OPTIONS = [
  anyOption('All statuses'),
  ...USER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];
const DEPARTMENT_OPTIONS = [
  anyOption('All departments'),
  ...USER_DEPARTMENTS.map((d) => ({ value: d, label: departmentLabel(d) })),
];

/** The /users table with search and filters, plus its loading, error and empty states. */
export function UserList() {
  const usersQuery = useUsers();
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const allUsers = usersQuery.data;
  const rows = useMemo(
    () => (allUsers ? filterUsers(allUsers, filters).sort(byName) : []),
    [allUsers, filters],
  );

  const setFilter = (name: keyof UserFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  const filtered = Object.values(filters).some((value) => value !== '');

  if (usersQuery.isPending) {
    return (
      <div className="empty-state">
        <Spinner label="Loading users" />
      </div>
    );
  }
  if (usersQuery.isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>We could not load the users. Please try again.</p>
        <Button variant="outline" size="sm" onClick={() => void usersQuery.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const total = usersQuery.data.length;

  return (
    <>
      <div className="users-filters" role="search" aria-label="Filter users">
        <TextInput
          label="Search"
          type="search"
          placeholder="Name or email"
          value={filters.search}
          onChange={(event) => setFilter('search')(event.target.value)}
        />
        <SelectInput
          label="Role"
          options={ROLE_OPTIONS}
          value={filters.role}
          onChange={(event) => setFilter('role')(event.target.value)}
        />
        <SelectInput
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => setFilter('status')(event.target.value)}
        />
        <SelectInput
          label="Department"
          options={DEPARTMENT_OPTIONS}
          value={filters.department}
          onChange={(event) => setFilter('department')(event.target.value)}
        />
      </div>
      <p className="users-count" role="status" aria-live="polite">
        {filtered ? `Showing ${rows.length} of ${total} users` : `${total} users`}
      </p>

      {total === 0 ? (
        <p className="empty-state">No users yet. Create the first one with Create user.</p>
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>No users match your search and filters.</p>
          <Button variant="outline" size="sm" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption>Staff users</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Department</th>
                <th scope="col">Status</th>
                <th scope="col">Last updated</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.uid}>
                  <th scope="row">
                    <Link to={`/users/${encodeURIComponent(user.uid)}`}>
                      {user.displayName || user.email || 'User'}
                    </Link>
                  </th>
                  <td>{user.email}</td>
                  <td>
                    <RoleBadge role={user.role} />
                  </td>
                  <td>{departmentLabel(user.department)}</td>
                  <td>
                    <StatusBadge status={user.status} />
                  </td>
                  <td>{formatDateTime(user.lastUpdated ?? user.updatedAt ?? user.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
