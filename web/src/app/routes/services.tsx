import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { StaffPage } from '../../components/staff-page';
import { useActiveServices } from '../../data/services/list-active-services';
import { StatusCheckPanel } from '../../features/application-status/components/status-check-panel';
import { ServiceCatalogue } from '../../features/services/components/service-catalogue';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  const { hash } = useLocation();
  // The catalogue above the status check grows when it arrives (the same cached read).
  const { isPending } = useActiveServices();

  // The router does not scroll to a fragment (home links to /services#check-status). Scrolling
  // before the catalogue has arrived would leave the target where the catalogue then pushes it.
  useEffect(() => {
    if (!hash || isPending) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash, isPending]);

  return (
    <>
      <StaffPage>
        <p className="page__lead">{t('lead')}</p>
      </StaffPage>
      <ServiceCatalogue />
      <StatusCheckPanel />
    </>
  );
}
