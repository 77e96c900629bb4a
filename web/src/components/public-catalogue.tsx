import type { ReactNode } from 'react';
import { FilteredCardGrid } from './filtered-card-grid';
import { LoadFailedNotice } from './load-failed-notice';
import { Spinner } from './spinner';

/** The words of a public catalogue, each in the page's language. */
export type PublicCatalogueWord =
  'loading' | 'loadFailed' | 'tryAgain' | 'count' | 'countFiltered' | 'noMatch' | 'clear';

interface PublicCatalogueProps<T extends { id: string }> {
  /** The section's class; its parts are `<className>__tools` and `<className>__count`. */
  className: string;
  /** The visually hidden heading that names the list. */
  titleId: string;
  title: string;
  /** The search's fields. */
  tools: ReactNode;
  /** The public read: every item, or pending, or failed. */
  query: {
    data: readonly T[] | undefined;
    isPending: boolean;
    isError: boolean;
    isRefetching: boolean;
    refetch: () => unknown;
  };
  /** The items the filters let through. */
  visible: readonly T[];
  /** The catalogue's words by name ('count' and 'countFiltered' with `count` and `shown`). */
  word: (word: PublicCatalogueWord, values?: { count: number; shown?: number }) => string;
  /** Why there is no card when there is nothing at all to list. */
  none: string;
  onClear: () => void;
  /** Classes added to the loading and failed states (the page's own spacing). */
  loadingClassName?: string;
  failedClassName?: string;
  emptyClassName?: string;
  emptyExtra?: ReactNode;
  card: (item: T) => ReactNode;
}

/**
 * A public catalogue (the services, the jobs): its search above the list, a spinner while the
 * list loads, the failure with a retry, then the cards under their count ('3 of 12').
 */
export function PublicCatalogue<T extends { id: string }>({
  className,
  titleId,
  title,
  tools,
  query: { data: all, isPending, isError, isRefetching, refetch },
  visible,
  word,
  none,
  onClear,
  loadingClassName,
  failedClassName,
  emptyClassName,
  emptyExtra,
  card,
}: PublicCatalogueProps<T>) {
  const retry = () => void refetch();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      <div role="search" className={`${className}__tools`}>
        {tools}
      </div>

      {isPending && (
        <div className={loadingClassName ? `page-state ${loadingClassName}` : 'page-state'}>
          <Spinner label={word('loading')} />
        </div>
      )}
      {isError && (
        // The page's own class keeps its failure where its list would be.
        <LoadFailedNotice
          className={failedClassName}
          message={word('loadFailed')}
          retryLabel={word('tryAgain')}
          retrying={isRefetching}
          onRetry={retry}
        />
      )}
      {all && (
        <FilteredCardGrid
          all={all}
          visible={visible}
          count={
            visible.length === all.length
              ? word('count', { count: all.length })
              : word('countFiltered', { shown: visible.length, count: all.length })
          }
          countClassName={`${className}__count`}
          empty={all.length === 0 ? none : word('noMatch')}
          clearLabel={word('clear')}
          onClear={onClear}
          {...(emptyClassName ? { emptyClassName } : {})}
          emptyExtra={emptyExtra}
          card={card}
        />
      )}
    </section>
  );
}
