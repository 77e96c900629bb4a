// The public face of the queue: a day's display (queueDisplays/{queueDate}) and the honest wait
// estimate made from it. Kept apart from visits.ts (which re-exports all of it) so the public
// pages' wait read imports zod and nothing else: visits.ts brings phone parsing, date-fns and
// the application schemas, whose zod set-up made a long task of about 300 ms on a phone slowed
// 4x (bench:long-tasks on / and /services).
import { z } from 'zod';
import type { Language } from './constants';
import type { ServiceTranslations } from './service-texts';
import { timestampSchema } from './timestamps';

// ---------------------------------------------------------------------------------------------
// Waiting time, honestly

export const WAIT_ESTIMATE = {
  /** Fewer completed services than this today: no estimate. */
  minSamples: 3,
  /** The most recent service times used (a rolling window). */
  window: 20,
  /** Ranges are rounded outwards to this many minutes. */
  roundMinutes: 5,
} as const;

export type WaitEstimate =
  { kind: 'none' } | { kind: 'range'; lowMinutes: number; highMinutes: number };

/** The p-th percentile (0..1) of sorted values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/**
 * The expected wait of someone checking in now: the people waiting ahead times today's service
 * time (median to 90th percentile of the last WAIT_ESTIMATE.window services), divided by the
 * desks open for the service. "No estimate yet" (kind none) with fewer than minSamples services
 * today or no desk open.
 */
export function estimateWait(input: {
  waiting: number;
  openDesks: number;
  serviceMinutes: readonly number[];
}): WaitEstimate {
  const samples = input.serviceMinutes.slice(-WAIT_ESTIMATE.window).filter((m) => m >= 0);
  if (input.openDesks <= 0 || samples.length < WAIT_ESTIMATE.minSamples) return { kind: 'none' };
  const sorted = [...samples].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  const p90 = percentile(sorted, 0.9);
  const step = WAIT_ESTIMATE.roundMinutes;
  const low = Math.floor((input.waiting * median) / input.openDesks / step) * step;
  const high = Math.max(
    low + step,
    Math.ceil(((input.waiting + 1) * p90) / input.openDesks / step) * step,
  );
  return { kind: 'range', lowMinutes: low, highMinutes: high };
}

// ---------------------------------------------------------------------------------------------
// The day's public display

/**
 * A service's name in each language the catalogue has it in (`en` the catalogue's own name, `sw`
 * its translation's), as a day's summaries carry it: a staff page names a line of the queue
 * without reading the catalogue (the dashboard keeps to its read budget). The catalogue is
 * public, so its names are too.
 */
// Keyed by any language code (not an enum of LANGUAGES: the public pages' wait read imports this
// module, and the constants would become a chunk of their own on every page's first paint).
export const serviceNamesSchema = z.record(z.string(), z.string().min(1));
export type ServiceNames = Partial<Record<Language, string>>;

/** The names of a catalogue entry (its English name, then each translation's that has one). */
export function serviceNamesOf(service: {
  name: string;
  translations?: ServiceTranslations | undefined;
}): ServiceNames {
  const names: ServiceNames = {};
  if (service.name) names.en = service.name;
  for (const [language, texts] of Object.entries(service.translations ?? {})) {
    if (texts?.name) names[language as Language] = texts.name;
  }
  return names;
}

/** A line's name in `language`, else in English; undefined when the summary carries none. */
export function serviceNameIn(names: ServiceNames, language: Language): string | undefined {
  return names[language] ?? names.en;
}

/** Per service in a day's summaries. */
export const serviceQueueSchema = z.object({
  /** Set by the callables that read the service (check-in, transfer, open desk); {} before. */
  names: serviceNamesSchema.catch({}),
  waiting: z.number().int().nonnegative().catch(0),
  /** Check-in time (ms) of the longest-waiting visit, null when nobody waits. */
  oldestWaitingSince: z.number().nullable().catch(null),
  openDesks: z.number().int().nonnegative().catch(0),
  /** The last WAIT_ESTIMATE.window service times of the day, in minutes, oldest first. */
  serviceMinutes: z.array(z.number()).catch([]),
  served: z.number().int().nonnegative().catch(0),
});
export type ServiceQueue = z.infer<typeof serviceQueueSchema>;

/** A called ticket as the display shows it. */
export const calledTicketSchema = z.object({
  ticket: z.string(),
  serviceId: z.string(),
  desk: z.string(),
  /** ms since the epoch: a display chimes when a newer call arrives. */
  calledAt: z.number(),
  /** Only when settings/queue displayFirstNames is on. */
  firstName: z.string().nullable().catch(null),
});
export type CalledTicket = z.infer<typeof calledTicketSchema>;

/** How many recent calls the display keeps. */
export const DISPLAY_RECENT_CALLS = 8;

/**
 * queueDisplays/{queueDate}: public, one per day, written only by the visit callables. Ticket
 * numbers, desk names, the services' names and counts only: never a person's name (unless
 * displayFirstNames), never a contact.
 */
export const queueDisplaySchema = z.object({
  queueDate: z.string(),
  services: z.record(z.string(), serviceQueueSchema).catch({}),
  recentCalls: z.array(calledTicketSchema).catch([]),
  updatedAt: timestampSchema,
  /**
   * The end of the centre's day (dayBoundsOf(queueDate, timezone).end): a public page takes the
   * newest display and trusts it until then, without working out the centre's date itself
   * (settings/booking's zone and an Intl formatter, too dear on a cheap phone).
   */
  validUntil: timestampSchema,
});
export type QueueDisplay = z.infer<typeof queueDisplaySchema>;

/**
 * Whether a display still holds at `now`: until its validUntil (a display written before
 * validUntil existed holds for nobody). The public pages read the newest display and show it
 * only while it holds, so yesterday's queue never passes for today's.
 */
export function isCurrentDisplay(display: Pick<QueueDisplay, 'validUntil'>, now: Date): boolean {
  return display.validUntil !== null && display.validUntil > now;
}
