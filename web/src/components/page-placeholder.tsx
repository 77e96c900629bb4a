import { useTranslation } from 'react-i18next';
import { StaffPage } from './staff-page';

interface PagePlaceholderProps {
  /**
   * 'implementedSoon': docs/product.md §8's "This page will be implemented soon." (Complete Task,
   * Create Task, §2.2); by default a short "coming soon" line.
   */
  note?: 'comingSoon' | 'implementedSoon';
}

/** Stand-in content for a page whose feature has not been built yet, under its route's title. */
export function PagePlaceholder({ note = 'comingSoon' }: PagePlaceholderProps) {
  const { t } = useTranslation();
  return (
    <StaffPage>
      <p className="page__lead">
        {note === 'implementedSoon' ? t('shell.implementedSoon') : t('shell.comingSoon')}
      </p>
    </StaffPage>
  );
}
