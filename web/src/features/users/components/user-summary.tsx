import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserLabels } from '../utils/labels';
import { RoleBadge, StatusBadge } from './badges';

interface UserSummaryProps {
  user: {
    displayName: string;
    email: string | null;
    role: string | null;
    department: string;
    status: string;
  };
  /** Further dt/dd pairs after the ones every user page shows. */
  children?: ReactNode;
}

/** Who a user is and where they stand, as both the own profile and the admin's page show it. */
export function UserSummary({ user, children }: UserSummaryProps) {
  const { t } = useTranslation('users');
  const { departmentLabel } = useUserLabels();
  return (
    <dl className="details-list">
      <dt>{t('fields.name')}</dt>
      <dd>{user.displayName || '—'}</dd>
      <dt>{t('fields.email')}</dt>
      <dd>{user.email || '—'}</dd>
      <dt>{t('fields.role')}</dt>
      <dd>
        <RoleBadge role={user.role} />
      </dd>
      <dt>{t('fields.department')}</dt>
      <dd>{departmentLabel(user.department)}</dd>
      <dt>{t('fields.status')}</dt>
      <dd>
        <StatusBadge status={user.status} />
      </dd>
      {children}
    </dl>
  );
}
