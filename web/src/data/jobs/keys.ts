import { recordKeys } from '../record-keys';

/**
 * One key factory for jobs: all -> lists -> published (the public board) / staff (every job) ->
 * details -> detail(id) (the public page) -> history(id). A posting change invalidates every list
 * and that job (which covers its history).
 */
export const jobKeys = {
  ...recordKeys('jobs'),
  published: () => [...jobKeys.lists(), 'published'] as const,
  staff: () => [...jobKeys.lists(), 'staff'] as const,
};
