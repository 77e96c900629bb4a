import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { StaffPage } from '../../components/staff-page';
import { StatusCheckPanel } from '../../features/application-status/components/status-check-panel';
import { ServiceCatalogue } from '../../features/services/components/service-catalogue';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  const { hash } = useLocation();

  // The router does not scroll to a fragment (home links to /services#check-status).
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

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
