import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PublicCatalogue } from '../../../components/public-catalogue';
import { TextInput } from '../../../components/text-input';
import { useActiveServices } from '../../../data/services/list-active-services';
import { ALL_CATEGORIES, filterServices, serviceCategories } from '../utils/filter-services';
import { ServiceCard } from './service-card';
import '../services.css';

/**
 * The services catalogue: search (name, summary, category) and a category filter over the loaded
 * list. Both live in the URL (?q=&category=) so the back button and shared links keep them.
 */
export function ServiceCatalogue() {
  const { t } = useTranslation('services');
  const query = useActiveServices();
  const services = query.data;
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const searchId = useId();

  const categories = useMemo(() => serviceCategories(services ?? []), [services]);
  // Categories are the catalogue's words in the page's language: one from a link in the other
  // language (or a category gone) filters nothing out rather than showing an empty list.
  const linked = params.get('category');
  const category = linked !== null && categories.includes(linked) ? linked : ALL_CATEGORIES;
  const visible = useMemo(
    () => filterServices(services ?? [], { search, category }),
    [services, search, category],
  );

  const update = (key: 'q' | 'category', value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === ALL_CATEGORIES) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <PublicCatalogue
      className="catalogue"
      titleId="catalogue-title"
      title={t('catalogue.title')}
      tools={
        <>
          <TextInput
            id={searchId}
            label={t('catalogue.search')}
            type="search"
            containerClassName="catalogue__search"
            placeholder={t('catalogue.searchPlaceholder')}
            value={search}
            onChange={(event) => update('q', event.target.value)}
          />
          {categories.length > 1 && (
            <div className="chips" role="group" aria-label={t('catalogue.filter')}>
              {[ALL_CATEGORIES, ...categories].map((value) => (
                <button
                  key={value}
                  type="button"
                  className="toggle-chip chip"
                  aria-pressed={category === value}
                  onClick={() => update('category', value)}
                >
                  {value === ALL_CATEGORIES ? t('catalogue.allCategories') : value}
                </button>
              ))}
            </div>
          )}
        </>
      }
      query={query}
      visible={visible}
      word={(word, values) => t(`catalogue.${word}`, values)}
      none={t('catalogue.noServices')}
      onClear={() => setParams(new URLSearchParams(), { replace: true })}
      loadingClassName="catalogue__state--loading"
      failedClassName="page-state"
      card={(service) => <ServiceCard service={service} />}
    />
  );
}
