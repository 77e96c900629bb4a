import type { VisitStatus } from '@centre/domain/visits';
import { recordKeys } from '../record-keys';

/** The visits list filters; '' means any. */
export interface VisitListFilters {
  queueDate: string;
  status: VisitStatus | '';
  serviceId: string;
  assignedTo: string;
}

/**
 * One key factory for visits: all -> lists -> list(filters) / active(date) / mine(...) /
 * byVisitor(id) -> details -> detail(id) -> history. A visit action invalidates the lists and
 * that visit (which covers its history); the live list (active) is fed by its listener.
 */
export const visitKeys = {
  ...recordKeys('visits'),
  list: (filters: VisitListFilters) => [...visitKeys.lists(), filters] as const,
  active: (queueDate: string) => [...visitKeys.lists(), 'active', queueDate] as const,
  mine: (uid: string, from: string, to: string) =>
    [...visitKeys.lists(), 'mine', uid, from, to] as const,
  byVisitor: (visitorId: string) => [...visitKeys.lists(), 'visitor', visitorId] as const,
};
