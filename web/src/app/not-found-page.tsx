import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';

/**
 * Any path that no route matches (docs/product.md §2). Bundled eagerly: it must render without a
 * chunk.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--centered" aria-labelledby="not-found-title">
      <p className="page__eyebrow">404</p>
      <h1 id="not-found-title" className="page__title">
        {t('errors.notFoundTitle')}
      </h1>
      <p className="page__lead">{t('errors.notFoundBody')}</p>
      <Button to="/">{t('errors.backToHome')}</Button>
    </section>
  );
}
