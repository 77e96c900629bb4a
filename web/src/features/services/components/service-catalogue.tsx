import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FilteredCardGrid } from '../../../components/filtered-card-grid';
import { Spinner } from '../../../components/spinner';
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
  const { data: services, isPending, isError, refetch, isRefetching } = useActiveServices();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = params.get('category') ?? ALL_CATEGORIES;
  const searchId = useId();

  const categories = useMemo(() => serviceCategories(services ?? []), [services]);
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
    <section className="catalogue" aria-labelledby="catalogue-title">
      <h2 id="catalogue-title" className="visually-hidden">
        {t('catalogue.title')}
      </h2>
      <div role="search" className="catalogue__tools">
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
      </div>

      {isPending && (
        <div className="page-state catalogue__state--loading">
          <Spinner label={t('catalogue.loading')} />
        </div>
      )}
      {isError && (
        <div className="page-state notice notice--error" role="alert">
          <p>{t('catalogue.loadFailed')}</p>
          <Button variant="outline" size="sm" loading={isRefetching} onClick={() => void refetch()}>
            {t('catalogue.tryAgain')}
          </Button>
        </div>
      )}
      {services && (
        <FilteredCardGrid
          all={services}
          visible={visible}
          count={
            visible.length === services.length
              ? t('catalogue.count', { count: services.length })
              : t('catalogue.countFiltered', { shown: visible.length, count: services.length })
          }
          countClassName="catalogue__count"
          empty={services.length === 0 ? t('catalogue.noServices') : t('catalogue.noMatch')}
          clearLabel={t('catalogue.clear')}
          onClear={() => setParams(new URLSearchParams(), { replace: true })}
          card={(service) => <ServiceCard service={service} />}
        />
      )}
    </section>
  );
}
