/**
 * docs/product.md §9 business constants, one definition each (web-only settings:
 * web/src/config.ts).
 */

export const STORAGE_LIMITS = {
  maxOperationRetryTimeMs: 120_000,
  maxUploadRetryTimeMs: 600_000,
  resumableUploadThresholdBytes: 262_144,
  maxUploadBytes: 10 * 1024 * 1024,
} as const;

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
/** A record's language as staff read it, in English words (translated where shown). */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/**
 * Event triggers are deployed with retries (a run that fails is delivered again, with backoff, for
 * up to 7 days); an event older than this is dropped with an error in the log instead of being run
 * again. Shorter than the rollups' event markers live (STATS_EVENT_TTL_DAYS,
 * REPORT_EVENT_TTL_DAYS), so a late retry still finds its marker and counts once.
 */
export const TRIGGER_RETRY_WINDOW_HOURS = 24;
