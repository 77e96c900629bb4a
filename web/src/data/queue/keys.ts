/**
 * One key factory for a day's queue summaries: the staff board (queueBoards/{date}) and the
 * public display (queueDisplays/{date}), both live; `waits` is the public pages' one-shot read.
 */
export const queueKeys = {
  all: ['queue'] as const,
  board: (queueDate: string) => [...queueKeys.all, 'board', queueDate] as const,
  display: (queueDate: string) => [...queueKeys.all, 'display', queueDate] as const,
  waits: () => [...queueKeys.all, 'waits'] as const,
};
