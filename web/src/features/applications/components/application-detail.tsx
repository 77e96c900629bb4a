import { hasPermission } from '@centre/domain/access';
import { canBookExamSeat } from '@centre/domain/bookings';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';
import { Panel } from '../../../components/panel';
import { RecordDetailPage } from '../../../components/record-detail-page';
import type { ApplicationRecord } from '../../../data/applications/converter';
import { useApplication } from '../../../data/applications/get-application';
import type { ServiceOption } from '../../../data/services/converter';
import { useServiceOptions } from '../../../data/services/list-service-options';
import { serviceNameOf } from '../../../data/services/service-name';
import type { CurrentStaff, StaffOption } from '../types';
import { APPLICATION_ERRORS } from '../utils/error-message';
import { applicantName, LANGUAGE_LABELS, SOURCE_LABELS } from '../utils/labels';
import { formatDateTime, formatDay, humanize } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { AssignmentPanel } from './assignment-panel';
import { ApplicationHistory } from './application-history';
import { NotesPanel } from './notes-panel';
import { StatusPanel } from './status-panel';
import '../applications.css';
import { ContactRows } from '../../../components/contact-rows';
import { DocumentsList } from '../../../components/documents-list';

export interface ApplicationDetailProps {
  applicationId: string;
  /** The list this page belongs to: '/applications' or '/hca-applications'. */
  basePath: string;
  listTitle: string;
  currentUser: CurrentStaff;
  staffOptions: readonly StaffOption[] | undefined;
  staffUnavailable?: boolean;
}

/** One application: applicant, answers, documents, workflow, notes and history. */
export function ApplicationDetail(props: ApplicationDetailProps) {
  const { t } = useTranslation('applications');
  const { applicationId, basePath, listTitle, currentUser } = props;
  const canView = hasPermission(currentUser, 'view_applications');
  const application = useApplication(applicationId, canView);

  // Until there is an application to show: refused, loading, failed or not found, under the title.
  return (
    <RecordDetailPage
      back={{ to: basePath, label: listTitle }}
      title={t('detail.title')}
      record={application}
      canView={canView}
      words={(key) =>
        key === 'readDenied' || key === 'notFound'
          ? APPLICATION_ERRORS[key]
          : key === 'tryAgain'
            ? t(key)
            : t(`detail.${key}`)
      }
    >
      {(data, header) => <ApplicationView {...props} application={data} header={header} />}
    </RecordDetailPage>
  );
}

function ApplicationView({
  application,
  currentUser,
  staffOptions,
  staffUnavailable,
  header,
}: ApplicationDetailProps & {
  application: ApplicationRecord;
  header: (title: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('applications');
  const canManage = hasPermission(currentUser, 'manage_applications');
  const services = useServiceOptions();
  const service = services.data?.find((candidate) => candidate.id === application.serviceId);
  const fieldLabel = useMemo(() => fieldLabeller(service), [service]);
  const staffName = useMemo(() => {
    const names = new Map((staffOptions ?? []).map((staff) => [staff.value, staff.label]));
    return (uid: string) => names.get(uid) ?? null;
  }, [staffOptions]);
  const { applicant } = application;

  return (
    <>
      {header(
        application.reference ? (
          t('detail.titleWithReference', { reference: application.reference })
        ) : (
          <>
            {t('detail.title')} <span className="apps-pending">({t('referencePending')})</span>
          </>
        ),
      )}
      <p className="page__lead">
        {t('detail.lead', {
          applicant: applicantName(applicant, t('unnamedApplicant')),
          service: serviceNameOf(services.data, application.serviceId),
          date: formatDateTime(application.createdAt),
        })}
      </p>
      {application.kind === 'hca' && <ExamEligibility application={application} />}

      <div className="panel-grid">
        <Panel titleId="section-status" title={t('detail.sections.status')}>
          <StatusPanel
            application={application}
            canManage={canManage}
            currentUid={currentUser.uid}
          />
        </Panel>

        <Panel titleId="section-assignment-and-priority" title={t('detail.sections.assignment')}>
          <AssignmentPanel
            application={application}
            canManage={canManage}
            currentUid={currentUser.uid}
            staffOptions={staffOptions}
            staffUnavailable={staffUnavailable}
          />
        </Panel>

        <Panel titleId="section-applicant" title={t('detail.sections.applicant')}>
          <dl className="details-list">
            <dt>{t('detail.applicant.reference')}</dt>
            <dd>{application.reference ?? t('referencePending')}</dd>
            <dt>{t('detail.applicant.name')}</dt>
            <dd>{applicantName(applicant, t('unnamedApplicant'))}</dd>
            <dt>{t('detail.applicant.dateOfBirth')}</dt>
            <dd>{formatDay(applicant.dateOfBirth)}</dd>
            <ContactRows contact={applicant} term={(field) => t(`detail.applicant.${field}`)} />
            <dt>{t('detail.applicant.language')}</dt>
            <dd>{labelOf(LANGUAGE_LABELS, applicant.language)}</dd>
            <dt>{t('detail.applicant.sent')}</dt>
            <dd>{labelOf(SOURCE_LABELS, application.source)}</dd>
          </dl>
        </Panel>

        <Panel titleId="section-answers" title={t('detail.sections.answers')}>
          <AnswersList application={application} service={service} fieldLabel={fieldLabel} />
        </Panel>

        <Panel titleId="section-documents" title={t('detail.sections.documents')} wide>
          <DocumentsList
            documents={application.documents}
            fieldLabel={fieldLabel}
            emptyText={t('documents.empty')}
          />
        </Panel>

        <Panel titleId="section-internal-notes" title={t('detail.sections.notes')}>
          <NotesPanel applicationId={application.id} canManage={canManage} />
        </Panel>

        <Panel titleId="section-history" title={t('detail.sections.history')}>
          <ApplicationHistory
            applicationId={application.id}
            current={{
              status: application.status,
              changedAt: application.updatedAt ?? application.createdAt,
            }}
            staffName={staffName}
          />
        </Panel>
      </div>
    </>
  );
}

/** The service's own label for a field key, or the key in words. */
function fieldLabeller(service: ServiceOption | undefined) {
  const labels = new Map(
    (service?.applicationFields ?? []).map((field) => [field.key, field.label]),
  );
  return (key: string) => labels.get(key) ?? humanize(key);
}

function AnswersList({
  application,
  service,
  fieldLabel,
}: {
  application: ApplicationRecord;
  service: ServiceOption | undefined;
  fieldLabel: (key: string) => string;
}) {
  const { t } = useTranslation('applications');
  const fields = service?.applicationFields ?? [];
  const types = new Map(fields.map((field) => [field.key, field.type]));
  // The service's order first, then anything answered that the service no longer asks.
  const keys = [
    ...fields.map((field) => field.key).filter((key) => key in application.answers),
    ...Object.keys(application.answers).filter((key) => !types.has(key)),
  ];
  if (keys.length === 0) return <p className="text-muted">{t('detail.noAnswers')}</p>;
  return (
    <dl className="details-list">
      {keys.map((key) => {
        const value = application.answers[key];
        const shown =
          value === undefined || value === ''
            ? '—'
            : types.get(key) === 'date' && typeof value === 'string'
              ? formatDay(value)
              : String(value);
        return (
          <Fragment key={key}>
            <dt>{fieldLabel(key)}</dt>
            <dd>{shown}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}

/** HCA registrations: whether the candidate may book an exam seat yet (only once approved). */
function ExamEligibility({ application }: { application: ApplicationRecord }) {
  const { t } = useTranslation('applications');
  return canBookExamSeat(application.status) ? (
    <p className="notice notice--success" data-testid="exam-eligibility">
      <RichText
        text={t('detail.eligibilityApproved', {
          reference: application.reference ?? t('referencePending'),
        })}
        components={{ ref: <strong /> }}
      />
    </p>
  ) : (
    <p className="notice" data-testid="exam-eligibility">
      {t('detail.eligibilityPending')}
    </p>
  );
}
