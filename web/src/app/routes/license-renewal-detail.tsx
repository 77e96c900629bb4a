import { useStaffOptions } from '../../data/users/list-staff';
import { LicenceRenewalDetail } from '../../features/licence-renewals/components/licence-renewal-detail';
import { RecordSessionPage } from './session-user-page';
import { staffProps } from './staff-props';

export default function LicenseRenewalDetailPage() {
  const staff = staffProps(useStaffOptions());
  return (
    <RecordSessionPage param="renewalId">
      {(renewalId, user) => (
        <LicenceRenewalDetail renewalId={renewalId} currentUser={user} {...staff} />
      )}
    </RecordSessionPage>
  );
}
