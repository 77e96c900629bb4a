import { COLLECTIONS } from '@centre/domain/collections';
import { hasPermission } from '@centre/domain/access';
import {
  LICENCE_RENEWAL_NOTE_MAX,
  LICENCE_RENEWAL_MESSAGES,
  LICENCE_RENEWAL_STATUSES_NEEDING_NOTE,
  LICENCE_RENEWAL_STUCK_WORKING_DAYS,
  LICENCE_RENEWAL_TRANSITIONS,
  canManageLicenceRenewals,
  daysBetween,
  isLicenceRenewalStuck,
  licenceAnswersOf,
  workingDaysBetween,
  type LicenceRenewalStatus,
} from '@centre/domain/licence-renewals';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordAssignment, type StaffChoice } from '../../../components/assignee-form';
import type { ButtonVariant } from '../../../components/button';
import { ContactRows } from '../../../components/contact-rows';
import { DocumentsList } from '../../../components/documents-list';
import { WorkflowHistory } from '../../../components/history-timeline';
import { Panel } from '../../../components/panel';
import { RecordDetailPage } from '../../../components/record-detail-page';
import { RecordCurrentStatus } from '../../../components/record-current-status';
import { ToastedStatusActions } from '../../../components/toasted-status-actions';
import type {
  LicenceRenewalHistoryEntry,
  LicenceRenewalRecord,
} from '../../../data/licence-renewals/converter';
import { useLicenceRenewal } from '../../../data/licence-renewals/get-licence-renewal';
import { useLicenceRenewalHistory } from '../../../data/licence-renewals/list-licence-renewal-history';
import type { CurrentStaff } from '../../../data/users/session-user';
import { formatDateTime, formatDay, humanize } from '../../../lib/format';
import { translateMessage } from '../../../lib/messages';
import {
  useAssignLicenceRenewal,
  useChangeLicenceRenewalStatus,
} from '../api/licence-renewal-mutations';
import { describeRenewalError } from '../utils/error-message';
import { LICENCE_RENEWALS_PATH } from '../utils/paths';
import {
  ACTION_LABELS,
  deliveryLabel,
  renewalApplicantName,
  renewalStatusLabel,
} from '../utils/labels';
import { RenewalClock } from './renewal-clock';
import { RenewalNotes } from './renewal-notes';
import { RenewalStatusPill, StuckPill } from './status-pill';

export interface LicenceRenewalDetailProps {
  renewalId: string;
  currentUser: CurrentStaff;
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
  /** The clock of the days in status (tests fix it). */
  now?: Date;
}

/** One licence renewal: status and clock, assignment, applicant, licence, documents, notes. */
export function LicenceRenewalDetail(props: LicenceRenewalDetailProps) {
  const { t } = useTranslation('licence-renewals');
  const canView = hasPermission(props.currentUser, 'view_license_renewals');
  const renewal = useLicenceRenewal(props.renewalId, canView);

  // Until there is a renewal to show: refused, loading, failed or not found, under the title.
  return (
    <RecordDetailPage
      back={{ to: LICENCE_RENEWALS_PATH, label: t('detail.back') }}
      title={t('detail.title')}
      record={renewal}
      canView={canView}
      words={(key) => (key === 'readDenied' || key === 'tryAgain' ? t(key) : t(`detail.${key}`))}
    >
      {(data, header) => <RenewalView {...props} renewal={data} header={header} />}
    </RecordDetailPage>
  );
}

const ACTION_VARIANTS: Partial<Record<LicenceRenewalStatus, ButtonVariant>> = {
  completed: 'primary',
  rejected: 'danger',
};

function RenewalView({
  renewal,
  currentUser,
  staffOptions,
  staffUnavailable,
  now = new Date(),
  header,
}: LicenceRenewalDetailProps & {
  renewal: LicenceRenewalRecord;
  header: (title: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('licence-renewals');
  const canManage = canManageLicenceRenewals(currentUser);
  const history = useLicenceRenewalHistory(renewal.id);
  const changeStatus = useChangeLicenceRenewalStatus().mutateAsync;
  const assign = useAssignLicenceRenewal().mutateAsync;
  const licence = licenceAnswersOf(renewal);
  const { applicant } = renewal;
  const name = renewalApplicantName(applicant, t('unnamedApplicant'));
  const fieldLabel = useMemo(
    () => (key: string) =>
      key === 'licenceCopy' || key === 'identityDocument' || key === 'photo'
        ? t(`fields.${key}`)
        : humanize(key),
    [t],
  );

  const stuck = isLicenceRenewalStuck(renewal, now);
  return (
    <>
      {header(
        renewal.reference
          ? t('detail.titleWithReference', { reference: renewal.reference })
          : `${t('detail.title')} (${t('referencePending')})`,
      )}
      <p className="page__lead">
        {t('detail.lead', { applicant: name, date: formatDateTime(renewal.createdAt) })}
      </p>

      <div className="panel-grid">
        <Panel titleId="section-status" title={t('detail.sections.status')}>
          <RecordCurrentStatus
            pill={<RenewalStatusPill status={renewal.status} testId="renewal-status" />}
            changedAt={renewal.statusChangedAt}
            note={renewal.statusNote}
            words={(key, values) => t(`status.${key}`, values)}
          >
            {renewal.statusChangedAt && (
              <p data-testid="days-in-status">
                {t('status.days', {
                  count: daysBetween(renewal.statusChangedAt, now),
                  working: workingDaysBetween(renewal.statusChangedAt, now),
                })}
              </p>
            )}
            {stuck && (
              <p>
                <StuckPill
                  label={t('status.stuck', { days: LICENCE_RENEWAL_STUCK_WORKING_DAYS })}
                />
              </p>
            )}
          </RecordCurrentStatus>
          <ToastedStatusActions
            subject="licenceRenewal"
            record={`${COLLECTIONS.licenceRenewals}/${renewal.id}`}
            nextStatuses={LICENCE_RENEWAL_TRANSITIONS[renewal.status]}
            actionLabels={ACTION_LABELS}
            actionVariants={ACTION_VARIANTS}
            canManage={canManage}
            noteMax={LICENCE_RENEWAL_NOTE_MAX}
            noteLabel={t('status.noteLabel')}
            noteRequiredFor={LICENCE_RENEWAL_STATUSES_NEEDING_NOTE}
            noteRequiredMessage={translateMessage(LICENCE_RENEWAL_MESSAGES.noteRequired)}
            // expectedStatus: what this page shows; a move someone else made first is refused.
            change={(to, note) =>
              changeStatus({ renewalId: renewal.id, to, expectedStatus: renewal.status, note })
            }
            describeError={describeRenewalError}
            changedMessage={(to) => t('status.changed', { status: renewalStatusLabel(to) })}
          />
        </Panel>

        <Panel titleId="section-clock" title={t('detail.sections.clock')}>
          <RenewalClock history={history} now={now} />
        </Panel>

        <Panel titleId="section-assignment" title={t('detail.sections.assignment')}>
          <RecordAssignment
            canManage={canManage}
            assignedTo={renewal.assignedTo}
            assignedToName={renewal.assignedToName}
            staffOptions={staffOptions}
            staffUnavailable={staffUnavailable}
            words={(key) => t(`assignment.${key}`)}
            save={(assigneeId) => assign({ renewalId: renewal.id, assigneeId })}
            describeError={describeRenewalError}
          />
        </Panel>

        <Panel titleId="section-applicant" title={t('detail.sections.applicant')}>
          <dl className="details-list">
            <dt>{t('detail.applicant.name')}</dt>
            <dd>{name}</dd>
            <dt>{t('detail.applicant.dateOfBirth')}</dt>
            <dd>{applicant.dateOfBirth ? formatDay(applicant.dateOfBirth) : '—'}</dd>
            <ContactRows contact={applicant} term={(field) => t(`detail.applicant.${field}`)} />
            <dt>{t('detail.applicant.sent')}</dt>
            <dd>
              {renewal.source === 'offline_sync'
                ? t('detail.applicant.sentOffline')
                : t('detail.applicant.sentOnline')}
            </dd>
          </dl>
        </Panel>

        <Panel titleId="section-licence" title={t('detail.sections.licence')}>
          <dl className="details-list">
            <dt>{t('detail.licence.number')}</dt>
            <dd>{licence.licenceNumber || '—'}</dd>
            <dt>{t('detail.licence.class')}</dt>
            <dd>{licence.licenceClass || '—'}</dd>
            <dt>{t('detail.licence.country')}</dt>
            <dd>{licence.issuingCountry || '—'}</dd>
            <dt>{t('detail.licence.expiry')}</dt>
            <dd>{licence.licenceExpiry ? formatDay(licence.licenceExpiry) : '—'}</dd>
            <dt>{t('detail.licence.delivery')}</dt>
            <dd>{deliveryLabel(licence.delivery)}</dd>
            {licence.delivery === 'courier' && (
              <>
                <dt>{t('detail.licence.courierAddress')}</dt>
                <dd>{licence.courierAddress || '—'}</dd>
              </>
            )}
          </dl>
        </Panel>

        <Panel titleId="section-documents" title={t('detail.sections.documents')} wide>
          <DocumentsList
            documents={renewal.documents}
            fieldLabel={fieldLabel}
            emptyText={t('detail.documentsEmpty')}
          />
        </Panel>

        <Panel titleId="section-notes" title={t('detail.sections.notes')}>
          <RenewalNotes renewalId={renewal.id} canManage={canManage} />
        </Panel>

        <Panel titleId="section-history" title={t('detail.sections.history')}>
          <WorkflowHistory<LicenceRenewalHistoryEntry>
            history={history}
            statusLabel={renewalStatusLabel}
            words={(key, values) => t(`history.${key}`, values)}
          />
        </Panel>
      </div>
    </>
  );
}
