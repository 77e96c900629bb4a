import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { db } from '../../lib/firestore';
import { readCursorPage, type CursorPage } from '../cursor-pages';
import type { ApplicationRecord } from './converter';
import { applicationsPageQuery, PAGE_SIZE, type ApplicationCursor } from './list-query';
import { applicationKeys, type ApplicationListParams } from './keys';

export type ApplicationsPage = CursorPage<ApplicationRecord>;

export function getApplicationsPage(
  params: ApplicationListParams,
  after: ApplicationCursor | null,
  pageSize: number = PAGE_SIZE,
): Promise<ApplicationsPage> {
  return readCursorPage(applicationsPageQuery(db, params, after, pageSize), pageSize);
}

/** `index` and the cursor's id key the page; the cursor itself is not serialisable. */
export const applicationsPageQueryOptions = (
  params: ApplicationListParams,
  pageIndex: number,
  after: ApplicationCursor | null,
) =>
  queryOptions({
    queryKey: applicationKeys.list(params, { index: pageIndex, after: after?.id ?? null }),
    queryFn: () => getApplicationsPage(params, after),
  });

export function useApplicationsPage(
  params: ApplicationListParams,
  pageIndex: number,
  after: ApplicationCursor | null,
  enabled = true,
) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({
    ...applicationsPageQueryOptions(params, pageIndex, after),
    enabled,
    placeholderData: keepPreviousData,
  });
}
