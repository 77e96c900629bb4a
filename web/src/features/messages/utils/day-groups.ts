import type { StaffMessageRecord } from '@centre/domain/staff-messages';

export interface DayGroup {
  /** The local day, 'YYYY-MM-DD'. */
  day: string;
  /** A date in that day (for formatting). */
  date: Date;
  /** 'today' or 'yesterday' relative to `now`, else null (shown as a date). */
  relative: 'today' | 'yesterday' | null;
  messages: StaffMessageRecord[];
}

function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Messages (oldest first) in runs of one local day each, for the day separators. A message the
 * server has not timed yet belongs to today.
 */
export function groupByDay(messages: readonly StaffMessageRecord[], now = new Date()): DayGroup[] {
  const today = localDay(now);
  const yesterdayDate = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const yesterday = localDay(yesterdayDate);
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const date = message.createdAt ?? now;
    const day = localDay(date);
    const last = groups.at(-1);
    if (last && last.day === day) {
      last.messages.push(message);
      continue;
    }
    groups.push({
      day,
      date,
      relative: day === today ? 'today' : day === yesterday ? 'yesterday' : null,
      messages: [message],
    });
  }
  return groups;
}

/** The receipt under the last message `uid` sent, if the thread ends with theirs or not. */
export function readReceiptOf(
  messages: readonly StaffMessageRecord[],
  uid: string,
): { messageId: string; seen: boolean } | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.senderId === uid) return { messageId: message.id, seen: message.read };
  }
  return null;
}
