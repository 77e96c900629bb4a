/** SPEC 9 business constants, one definition each. */

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

export const STORAGE_LIMITS = {
  maxOperationRetryTimeMs: 120_000,
  maxUploadRetryTimeMs: 600_000,
  resumableUploadThresholdBytes: 262_144,
  maxUploadBytes: 10 * 1024 * 1024,
} as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PRELOAD_DELAY_MS = 1000;
export const UNREAD_BADGE_CAP = 99;

export const SIDEBAR_WIDTH = { collapsed: '3.5rem', expanded: '16rem' } as const;

export const DEPARTMENTS = [
  'Management',
  'Customer Service',
  'Passport Services',
  'ID Services',
  'Banking Services',
  'Reception',
  'IT Support',
] as const;
export const DEFAULT_DEPARTMENT = 'General';

/** The languages of the site, staff preferences and every record's `language` field. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Names of the languages in their own language, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };
