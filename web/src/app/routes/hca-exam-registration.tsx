import { HCA_SERVICE_ID } from '@centre/domain/applications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RichText } from '../../components/rich-text';
import { ApplicationFormPage } from '../../features/application-form/components/application-form-page';
import { getLiveApplicationFormEnvironment } from '../../features/application-form/live-environment';

/** The HCA exam registration is the application form of service 'hca-exam'. */
export default function HcaExamRegistrationPage() {
  const { t } = useTranslation('hca-exam-registration');
  return (
    <>
      <aside className="page hca-registration-intro" aria-label={t('about')}>
        <p className="notice">
          <RichText
            text={t('intro')}
            components={{ book: <Link to="/services/hca-exam-booking" /> }}
          />
        </p>
      </aside>
      <ApplicationFormPage
        serviceId={HCA_SERVICE_ID}
        environment={getLiveApplicationFormEnvironment()}
      />
    </>
  );
}
