import { db } from '../../lib/firestore';
import { readCursorPage, type CursorPage } from '../cursor-pages';
import { defineCursorListRead } from '../define-cursor-list-read';
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

const list = defineCursorListRead(applicationKeys.list, getApplicationsPage);
export const applicationsPageQueryOptions = list.options;
export const useApplicationsPage = list.usePage;
