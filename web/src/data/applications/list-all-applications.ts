import type { ApplicationRecord } from './converter';
import { getApplicationsPage } from './list-applications-page';
import type { ApplicationCursor } from './list-query';
import type { ApplicationListParams } from './keys';

/** Bigger pages than the screen's: an export reads everything, in as few round trips as is kind. */
export const EXPORT_PAGE_SIZE = 500;

/** Every application matching the filters, read page by page with the same cursor query. */
export async function getAllApplications(
  params: ApplicationListParams,
  onProgress?: (rowsSoFar: number) => void,
): Promise<ApplicationRecord[]> {
  const rows: ApplicationRecord[] = [];
  let after: ApplicationCursor | null = null;
  for (;;) {
    const page = await getApplicationsPage(params, after, EXPORT_PAGE_SIZE);
    rows.push(...page.rows);
    onProgress?.(rows.length);
    if (!page.full || !page.last) return rows;
    after = page.last;
  }
}
