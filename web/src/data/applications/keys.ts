import type { ApplicationKind } from '@centre/domain/applications';
import { recordKeys } from '../record-keys';

/** Which applications a list shows: every kind (/applications) or the HCA exam only. */
export type ApplicationScope = 'all' | ApplicationKind;

export type ApplicationSort = 'newest' | 'oldest' | 'status';

/** The list filters; '' means any. assignee is a uid, or UNASSIGNED. */
export interface ApplicationFilters {
  status: string;
  serviceId: string;
  assignee: string;
  /** 'YYYY-MM-DD', inclusive, in the browser's time zone */
  from: string;
  to: string;
}

export const UNASSIGNED = 'unassigned';

/**
 * The status filter's value for every open status at once (submitted, in review, awaiting info:
 * OPEN_APPLICATION_STATUSES), as the dashboard's "waiting over 5 days" figure counts them.
 */
export const OPEN_STATUSES = 'open';

export const NO_FILTERS: ApplicationFilters = {
  status: '',
  serviceId: '',
  assignee: '',
  from: '',
  to: '',
};

export interface ApplicationListParams {
  scope: ApplicationScope;
  filters: ApplicationFilters;
  sort: ApplicationSort;
}

/**
 * One key factory for the feature: all -> lists -> list(params, page) -> details -> detail(id).
 * A workflow change invalidates the lists, the counts and that application's detail (which
 * covers its notes and history).
 */
export const applicationKeys = {
  ...recordKeys('applications'),
  list: (params: ApplicationListParams, page: { index: number; after: string | null }) =>
    [...applicationKeys.lists(), params, page] as const,
  totals: () => [...applicationKeys.all, 'total'] as const,
  total: (params: ApplicationListParams) => [...applicationKeys.totals(), params] as const,
  counts: () => [...applicationKeys.all, 'counts'] as const,
  countsFor: (scope: ApplicationScope) => [...applicationKeys.counts(), scope] as const,
};

/** What a change to one application makes stale: its page (notes, history), lists, totals, counts. */
export function applicationChangeKeys(applicationId: string) {
  return [
    applicationKeys.detail(applicationId),
    applicationKeys.lists(),
    applicationKeys.totals(),
    applicationKeys.counts(),
  ];
}
