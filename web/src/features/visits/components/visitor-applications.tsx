import { APPLICATION_STATUS_LABELS } from '@centre/domain/applications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';
import { useApplicantApplications } from '../../../data/applications/list-applicant-applications';
import { formatDateTime } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';

/** The applications sent with the visitor's email address, linked to their pages. */
export function VisitorApplications({ email }: { email: string }) {
  const { t } = useTranslation('visits');
  const applications = useApplicantApplications(email);
  if (applications.isPending) return <Spinner label={t('detail.loadingApplications')} />;
  if (applications.isError) return <p className="text-error">{t('detail.applicationsFailed')}</p>;
  if (applications.data.length === 0) {
    return <p className="text-muted">{t('detail.noApplications')}</p>;
  }
  return (
    <ul className="other-visits" aria-label={t('detail.applications')}>
      {applications.data.map((application) => (
        <li key={application.id}>
          <Link
            to={`/${application.kind === 'hca' ? 'hca-applications' : 'applications'}/${application.id}`}
          >
            {application.reference ?? t('detail.noReference')}
          </Link>{' '}
          · {formatDateTime(application.createdAt)} ·{' '}
          {labelOf(APPLICATION_STATUS_LABELS, application.status)}
        </li>
      ))}
    </ul>
  );
}
