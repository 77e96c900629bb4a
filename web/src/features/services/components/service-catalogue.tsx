import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useActiveServices } from '../../../data/services/list-active-services';
import { ALL_CATEGORIES, filterServices, serviceCategories } from '../utils/filter-services';
import { ServiceCard } from './service-card';
import '../services.css';

/**
 * The services catalogue: search (name, summary, category) and a category filter over the loaded
 * list. Both live in the URL (?q=&category=) so the back button and shared links keep them.
 */
export function ServiceCatalogue() {
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
        All services
      </h2>
      <div role="search" className="catalogue__tools">
        <div className="field catalogue__search">
          <label htmlFor={searchId} className="field__label">
            Search services
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            placeholder="For example: passport, bank account, exam"
            value={search}
            onChange={(event) => update('q', event.target.value)}
          />
        </div>
        {categories.length > 1 && (
          <div className="chips" role="group" aria-label="Filter by category">
            {[ALL_CATEGORIES, ...categories].map((value) => (
              <button
                key={value}
                type="button"
                className="chip"
                aria-pressed={category === value}
                onClick={() => update('category', value)}
              >
                {value === ALL_CATEGORIES ? 'All' : value}
              </button>
            ))}
          </div>
        )}
      </div>

      {isPending && (
        <div className="catalogue__state catalogue__state--loading">
          <Spinner label="Loading services" />
        </div>
      )}
      {isError && (
        <div className="catalogue__state notice notice--error" role="alert">
          <p>We could not load our services. Check your connection and try again.</p>
          <Button variant="outline" size="sm" loading={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      {services && (
        <>
          <p className="catalogue__count" role="status">
            {visible.length === services.length
              ? `${services.length} services`
              : `${visible.length} of ${services.length} services`}
          </p>
          {visible.length === 0 ? (
            <div className="catalogue__state">
              <p>
                {services.length === 0
                  ? 'No services are listed at the moment. Please call or visit us.'
                  : 'No services match your search.'}
              </p>
              {services.length > 0 && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setParams(new URLSearchParams(), { replace: true })}
                >
                  Clear search and filters
                </Button>
              )}
            </div>
          ) : (
            <ul className="service-grid">
              {visible.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
