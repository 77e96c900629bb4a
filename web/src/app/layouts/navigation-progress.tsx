import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top of the page while the next page's chunk is downloading. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" role="progressbar" aria-label={t('shell.loadingPage')} />;
}
