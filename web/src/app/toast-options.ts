import { TOAST_DURATIONS_MS } from '../config';

// react-hot-toast already holds at most 20 toasts (docs/product.md §9 TOAST_LIMIT), its built-in
// limit.
export const TOAST_OPTIONS = {
  duration: TOAST_DURATIONS_MS.blank,
  blank: { duration: TOAST_DURATIONS_MS.blank },
  success: { duration: TOAST_DURATIONS_MS.success },
  error: { duration: TOAST_DURATIONS_MS.error },
  loading: { duration: TOAST_DURATIONS_MS.loading },
  custom: { duration: TOAST_DURATIONS_MS.custom },
} as const;
