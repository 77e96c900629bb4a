import { COLLECTIONS } from '@centre/domain/collections';
import { isLicenceRenewalStuck } from '@centre/domain/licence-renewals';
import {
  EXPORT_PAGE_SIZE,
  PAGE_SIZE,
  readAllPages,
  readCursorPage,
  type CursorPage,
} from '../cursor-pages';
import { defineCursorListRead } from '../define-cursor-list-read';
import { collectionQuery } from '../read-documents';
import { licenceRenewalConverter, type LicenceRenewalRecord } from './converter';
import { licenceRenewalKeys, type LicenceRenewalFilters } from './keys';
import { licenceRenewalPageConstraints, type LicenceRenewalCursor } from './list-query';

export type LicenceRenewalsPage = CursorPage<LicenceRenewalRecord>;

/**
 * One page of renewals, newest first (or the longest stuck first). The stuck range may take a few
 * weekend hours that are not stuck yet: those rows are left out (the cursor stays the last read).
 */
export async function getLicenceRenewalsPage(
  filters: LicenceRenewalFilters,
  after: LicenceRenewalCursor | null,
  pageSize: number = PAGE_SIZE,
  now: Date = new Date(),
): Promise<LicenceRenewalsPage> {
  const page = await readCursorPage(
    collectionQuery(
      COLLECTIONS.licenceRenewals,
      licenceRenewalConverter,
      ...licenceRenewalPageConstraints(filters, now, after, pageSize),
    ),
    pageSize,
  );
  return filters.stuck
    ? { ...page, rows: page.rows.filter((renewal) => isLicenceRenewalStuck(renewal, now)) }
    : page;
}

/** Every renewal matching the filters (the CSV export), read page by page. */
export function getAllLicenceRenewals(
  filters: LicenceRenewalFilters,
  onProgress?: (rowsSoFar: number) => void,
): Promise<LicenceRenewalRecord[]> {
  const now = new Date();
  return readAllPages(
    (after) => getLicenceRenewalsPage(filters, after, EXPORT_PAGE_SIZE, now),
    onProgress,
  );
}

const list = defineCursorListRead(licenceRenewalKeys.list, getLicenceRenewalsPage);
export const licenceRenewalsPageQueryOptions = list.options;
export const useLicenceRenewalsPage = list.usePage;
