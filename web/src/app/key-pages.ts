import type { PageId } from '@centre/domain/routes';

/**
 * Pages most visitors and staff open next (docs/product.md §9: preloaded after 1 s and on idle).
 * Read by page-loaders.ts and by the build (vite.config.ts), which lists their files for the
 * preload.
 */
export const KEY_PAGES = [
  'services',
  'service-detail',
  'book-appointment',
  'login',
  'dashboard',
] as const satisfies readonly PageId[];

/** The `<meta>` by which index.html names the built list of every page's files. */
export const PAGE_FILES_META = 'centre-page-files';
