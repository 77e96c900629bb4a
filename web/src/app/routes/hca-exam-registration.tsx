import { HCA_SERVICE_ID } from '@centre/domain/applications';
import { Link } from 'react-router-dom';
import { ApplicationFormPage } from '../../features/application-form/components/application-form-page';
import { getLiveApplicationFormEnvironment } from '../../features/application-form/live-environment';

/** The HCA exam registration is the application form of service 'hca-exam'. */
export default function HcaExamRegistrationPage() {
  return (
    <>
      <aside className="page hca-registration-intro" aria-label="About HCA exam registration">
        <p className="notice">
          Register for the Health Care Aide exam here. When you submit, you get a reference like
          APP-7K3Q9D: keep it. You need that reference and your date of birth to{' '}
          <Link to="/services/hca-exam-booking">book an exam seat</Link>.
        </p>
      </aside>
      <ApplicationFormPage
        serviceId={HCA_SERVICE_ID}
        environment={getLiveApplicationFormEnvironment()}
      />
    </>
  );
}
