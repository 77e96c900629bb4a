import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../components/staff-page';
import { JobsBoard } from '../../features/jobs/components/jobs-board';

export default function JobsPage() {
  const { t } = useTranslation('jobs');
  return (
    <>
      <StaffPage>
        <p className="page__lead">{t('board.lead')}</p>
      </StaffPage>
      <JobsBoard />
    </>
  );
}
