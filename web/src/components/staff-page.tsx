import { ROUTES, type PageId } from '@centre/domain/routes';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router-dom';

const PAGE_ROUTES = ROUTES.map(({ path, page }) => ({ path, page }));

/** The page id of the route the current location matches (the router's own ranking). */
export function useCurrentPageId(): PageId | undefined {
  const location = useLocation();
  return matchRoutes(PAGE_ROUTES, location)?.at(-1)?.route.page;
}

/**
 * A page's title in the UI language: `common:routes.<pageId>`, whose English is the route
 * table's title (`routeTitle`). For pages that name another page (a list's title, say).
 */
export function useRouteTitle(): (page: PageId) => string {
  const { t } = useTranslation();
  return useCallback((page: PageId) => t(`routes.${page}`), [t]);
}

interface StaffPageProps {
  children?: ReactNode;
  /** Shown beside the title (a "Create user" button, say). */
  actions?: ReactNode;
}

/**
 * A page's frame: its `<h1>` is the title of the current route (`routeTitle`, the one source of
 * page titles, in the UI language: `useRouteTitle`), then the page's content.
 */
export function StaffPage({ children, actions }: StaffPageProps) {
  const page = useCurrentPageId();
  const routeTitle = useRouteTitle();
  const title = (
    <h1 id="page-title" className="page__title">
      {page ? routeTitle(page) : null}
    </h1>
  );
  return (
    <section className="page" aria-labelledby="page-title">
      {actions ? (
        <div className="page-header">
          {title}
          {actions}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
