/**
 * Settings only the web app uses (docs/product.md §9): the query cache, toasts, snackbars, the
 * sidebar, the upload circuit breaker, chunk loading and preloading. Business constants shared with
 * the functions stay in @centre/domain/constants.
 */

export const QUERY_CLIENT_SETTINGS = {
  retry: 2,
  staleTimeMs: 5 * 60 * 1000,
  gcTimeMs: 10 * 60 * 1000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: true,
  mutationRetry: 1,
} as const;

export const TOAST_LIMIT = 20;
export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

export const SNACKBAR_MAX_VISIBLE = 3;

export const CIRCUIT_BREAKER = { threshold: 3, resetDelayMs: 30_000 } as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PRELOAD_DELAY_MS = 1000;
export const UNREAD_BADGE_CAP = 99;

export const SIDEBAR_WIDTH = { collapsed: '3.5rem', expanded: '16rem' } as const;
/** Below 48rem the expanded sidebar lies over the page (styles/global.css, the same query). */
export const SIDEBAR_OVERLAY_MEDIA = '(max-width: 47.99rem)';
