import { useQuery } from '@tanstack/react-query';
import { defineHistoryRead } from '../define-subcollection-read';
import { historyEntryConverter, type HistoryEntry } from './converter';
import { applicationKeys } from './keys';

/**
 * The application's history, oldest first: the 'created' entry (the reference trigger's, a moment
 * after submission), then one entry per status, assignment or priority change (each written by its
 * callable in the transaction that makes the change).
 */
const historyRead = defineHistoryRead(applicationKeys, historyEntryConverter);
export const getApplicationHistory = historyRead.fetcher;
export const applicationHistoryQueryOptions = historyRead.options;

const HISTORY_POLL_MS = 2000;
const HISTORY_POLL_WINDOW_MS = 60_000;

/** The latest status the history records (the 'created' entry counts as one). */
export function lastRecordedStatus(entries: readonly HistoryEntry[]): string | null {
  const statusEntries = entries.filter(
    (entry) => entry.kind === 'created' || entry.kind === 'status',
  );
  return statusEntries.at(-1)?.to ?? null;
}

/**
 * `current`: the application's status and when it last changed. The 'created' entry comes from a
 * trigger, a moment after submission (a status change writes its entry with it), so while the
 * latest entry is behind the application the history is read again every 2 s, for a minute at most
 * (a trigger that never runs must not keep the page polling).
 */
export function useApplicationHistory(
  applicationId: string,
  current?: { status: string; changedAt: Date | null },
) {
  return useQuery({
    ...applicationHistoryQueryOptions(applicationId),
    refetchInterval: (query) => {
      const entries = query.state.data;
      if (!current || !entries || lastRecordedStatus(entries) === current.status) return false;
      const changedAt = current.changedAt?.getTime() ?? 0;
      return Date.now() - changedAt < HISTORY_POLL_WINDOW_MS ? HISTORY_POLL_MS : false;
    },
  });
}
