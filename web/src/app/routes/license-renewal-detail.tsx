import { useParams } from 'react-router-dom';
import { useStaffOptions } from '../../data/users/list-staff';
import { LicenceRenewalDetail } from '../../features/licence-renewals/components/licence-renewal-detail';
import { SessionUserPage } from './session-user-page';

export default function LicenseRenewalDetailPage() {
  const { renewalId = '' } = useParams();
  const staff = useStaffOptions();
  return (
    <SessionUserPage>
      {(user) => (
        // key: another renewal's page starts with fresh forms
        <LicenceRenewalDetail
          key={renewalId}
          renewalId={renewalId}
          currentUser={user}
          staffOptions={staff.data}
          staffUnavailable={staff.isError}
        />
      )}
    </SessionUserPage>
  );
}
