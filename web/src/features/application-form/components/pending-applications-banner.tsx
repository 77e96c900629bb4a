import { useTranslation } from 'react-i18next';
import { usePendingCount } from '../hooks/use-pending-count';

/** Keeps waiting applications (and their documents) visible on every state of the page. */
export function PendingApplicationsBanner({ excludeId }: { excludeId: string | null }) {
  const { t } = useTranslation('application-form');
  const { applications, documents } = usePendingCount(excludeId);
  if (applications === 0) return null;
  return (
    <p className="pending-banner" role="status">
      {documents === 0
        ? t('banner.applications', { count: applications })
        : t('banner.withDocuments', {
            applications: t('banner.applicationCount', { count: applications }),
            documents: t('banner.documentCount', { count: documents }),
          })}
    </p>
  );
}
