import { EXPORT_PAGE_SIZE, readAllPages } from '../cursor-pages';
import type { ApplicationRecord } from './converter';
import { getApplicationsPage } from './list-applications-page';
import type { ApplicationListParams } from './keys';

/** Every application matching the filters, read page by page with the same cursor query. */
export function getAllApplications(
  params: ApplicationListParams,
  onProgress?: (rowsSoFar: number) => void,
): Promise<ApplicationRecord[]> {
  return readAllPages((after) => getApplicationsPage(params, after, EXPORT_PAGE_SIZE), onProgress);
}
