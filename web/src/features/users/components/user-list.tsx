import { ROLES } from '@centre/domain/roles';
import { USER_DEPARTMENTS, USER_STATUSES } from '@centre/domain/users';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import { useUsers } from '../../../data/users/list-users';
import type { UserRecord } from '../../../data/users/converter';
import { statusLabel, useUserLabels } from '../utils/labels';
import { formatDateTime } from '../../../lib/format';
import { RoleBadge, StatusBadge } from './badges';
import { SelectInput } from '../../../components/select-input';
import '../users.css';
import { LoadFailedNotice } from '../../../components/load-failed-notice';

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

/** The filters' options, in the UI language. */
function useFilterOptions() {
  const { t } = useTranslation('users');
  const { roleLabel, departmentLabel } = useUserLabels();
  return useMemo(
    () => ({
      roles: [
        anyOption(t('list.allRoles')),
        ...ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
      ],
      statuses: [
        anyOption(t('list.allStatuses')),
        ...USER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
      ],
      departments: [
        anyOption(t('list.allDepartments')),
        ...USER_DEPARTMENTS.map((d) => ({ value: d, label: departmentLabel(d) })),
      ],
    }),
    [t, roleLabel, departmentLabel],
  );
}

/** The /users table with search and filters, plus its loading, error and empty states. */
export function UserList() {
  const { t } = useTranslation('users');
  const { departmentLabel } = useUserLabels();
  const options = useFilterOptions();
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
        <Spinner label={t('list.loading')} />
      </div>
    );
  }
  if (usersQuery.isError) {
    return (
      <LoadFailedNotice
        message={t('list.loadError')}
        retryLabel={t('tryAgain')}
        onRetry={() => void usersQuery.refetch()}
      />
    );
  }

  const total = usersQuery.data.length;

  return (
    <>
      <div className="users-filters" role="search" aria-label={t('list.filters')}>
        <TextInput
          label={t('list.search')}
          type="search"
          placeholder={t('list.searchPlaceholder')}
          value={filters.search}
          onChange={(event) => setFilter('search')(event.target.value)}
        />
        {(
          [
            ['role', options.roles],
            ['status', options.statuses],
            ['department', options.departments],
          ] as const
        ).map(([name, choices]) => (
          <SelectInput
            key={name}
            label={t(`fields.${name}`)}
            options={choices}
            value={filters[name]}
            onChange={(event) => setFilter(name)(event.target.value)}
          />
        ))}
      </div>
      <p className="users-count" role="status" aria-live="polite">
        {filtered
          ? t('list.showing', { shown: rows.length, count: total })
          : t('list.total', { count: total })}
      </p>

      {total === 0 ? (
        <p className="empty-state">{t('list.empty')}</p>
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>{t('list.noMatch')}</p>
          <Button variant="outline" size="sm" onClick={() => setFilters(NO_FILTERS)}>
            {t('list.clearFilters')}
          </Button>
        </div>
      ) : (
        <DataTable
          caption={t('list.caption')}
          rows={rows}
          rowKey={(user) => user.uid}
          columns={[
            {
              id: 'name',
              header: t('fields.name'),
              rowHeader: true,
              cell: (user) => (
                <Link to={`/users/${encodeURIComponent(user.uid)}`}>
                  {user.displayName || user.email || t('list.unnamed')}
                </Link>
              ),
            },
            { id: 'email', header: t('fields.email'), cell: (user) => user.email },
            {
              id: 'role',
              header: t('fields.role'),
              cell: (user) => <RoleBadge role={user.role} />,
            },
            {
              id: 'department',
              header: t('fields.department'),
              cell: (user) => departmentLabel(user.department),
            },
            {
              id: 'status',
              header: t('fields.status'),
              cell: (user) => <StatusBadge status={user.status} />,
            },
            {
              id: 'lastUpdated',
              header: t('fields.lastUpdated'),
              cell: (user) => formatDateTime(user.lastUpdated ?? user.updatedAt ?? user.createdAt),
            },
          ]}
        />
      )}
    </>
  );
}
