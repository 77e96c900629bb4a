import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { userQueryOptions } from '../../../data/users/get-user';
import { USER_AUDIT_LIMIT, useUserAudit } from '../../../data/users/list-user-audit';
import type { AuditEntry } from '../../../data/users/converter';
import { useUserLabels } from '../utils/labels';
import { formatDateTime } from '../../../lib/format';
import { LoadFailedNotice } from '../../../components/load-failed-notice';

// `permissions` follows every role change; listing all 21 names would bury the role itself.
const HIDDEN_FIELDS = new Set(['permissions']);

/** The latest changes to a user, newest first: what, which fields, who and when. */
export function UserAuditHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const auditQuery = useUserAudit(userId);
  const actorIds = [...new Set((auditQuery.data ?? []).map((entry) => entry.actor))].filter(
    Boolean,
  );
  const actorNames = useQueries({
    queries: actorIds.map((actorId) => ({ ...userQueryOptions(actorId), retry: false })),
    combine: (results) =>
      new Map(
        results.map((result, index) => [
          actorIds[index],
          result.data?.displayName || result.data?.email || null,
        ]),
      ),
  });

  const actorName = (actorId: string) =>
    actorId === 'seed' ? t('audit.seed') : (actorNames.get(actorId) ?? actorId);

  return (
    <QueryState
      query={auditQuery}
      pendingLabel={t('audit.loading')}
      error={
        <LoadFailedNotice
          message={t('audit.loadError')}
          retryLabel={t('tryAgain')}
          onRetry={() => void auditQuery.refetch()}
        />
      }
      isEmpty={(entries) => entries.length === 0}
      empty={<p className="empty-state">{t('audit.empty')}</p>}
    >
      {(entries) => (
        <>
          <ol className="divided-list">
            {entries.map((entry) => (
              <AuditItem key={entry.id} entry={entry} actor={actorName(entry.actor)} />
            ))}
          </ol>
          {entries.length === USER_AUDIT_LIMIT && (
            <p className="users-count">{t('audit.latest', { count: USER_AUDIT_LIMIT })}</p>
          )}
        </>
      )}
    </QueryState>
  );
}

function AuditItem({ entry, actor }: { entry: AuditEntry; actor: string }) {
  const { t } = useTranslation('users');
  const { auditActionLabel, auditValueLabel, fieldLabel } = useUserLabels();
  const changes = Object.entries(entry.changedFields).filter(
    ([field]) => !HIDDEN_FIELDS.has(field),
  );
  return (
    <li>
      <strong>{auditActionLabel(entry.action)}</strong>
      <div className="text-muted">
        {t('audit.by', { actor })} ·{' '}
        <time dateTime={entry.at?.toISOString()}>{formatDateTime(entry.at)}</time>
      </div>
      {changes.length > 0 && (
        <ul className="audit-changes" aria-label={t('audit.changedFields')}>
          {changes.map(([field, change]) => (
            <li key={field}>
              {fieldLabel(field)}: {auditValueLabel(field, change.from)} →{' '}
              {auditValueLabel(field, change.to)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
