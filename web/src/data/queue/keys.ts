/**
 * One key factory for the queue summaries: a day's staff board (queueBoards/{date}) and public
 * display (queueDisplays/{date}, or the newest), all live; `waits` is the public pages' one-shot
 * read.
 */
export const queueKeys = {
  all: ['queue'] as const,
  board: (queueDate: string) => [...queueKeys.all, 'board', queueDate] as const,
  display: (queueDate: string) => [...queueKeys.all, 'display', queueDate] as const,
  /** The newest display whatever its date (the waiting-room TV). */
  newestDisplay: () => [...queueKeys.all, 'newest-display'] as const,
  waits: () => [...queueKeys.all, 'waits'] as const,
};
