import { COLLECTIONS } from '@centre/domain/collections';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { applicationConverter, type ApplicationRecord } from './converter';
import { pageConstraints, PAGE_SIZE, type ApplicationCursor } from './list-query';
import { applicationKeys, type ApplicationListParams } from './keys';

export interface ApplicationsPage {
  rows: ApplicationRecord[];
  /** The last document: the cursor of the next page; null on an empty page. */
  last: ApplicationCursor | null;
  /** A full page may be followed by another one. */
  full: boolean;
}

export async function getApplicationsPage(
  params: ApplicationListParams,
  after: ApplicationCursor | null,
  pageSize: number = PAGE_SIZE,
): Promise<ApplicationsPage> {
  const pageQuery = query(
    collection(db, COLLECTIONS.applications).withConverter(applicationConverter),
    ...pageConstraints(params, after, pageSize),
  );
  const snapshot = await getDocs(pageQuery);
  const docs = snapshot.docs;
  return {
    rows: docs.map((document) => document.data()),
    last: docs.at(-1) ?? null,
    full: docs.length === pageSize,
  };
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
