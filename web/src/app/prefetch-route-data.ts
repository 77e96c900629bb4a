import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { applicationQueryOptions } from '../data/applications/get-application';
import { appointmentQueryOptions } from '../data/appointments/get-appointment';
import { userQueryOptions } from '../data/users/get-user';
import { visitQueryOptions } from '../data/visits/get-visit';
import { licenceRenewalQueryOptions } from '../data/licence-renewals/get-licence-renewal';
import { bankClientQueryOptions } from '../data/bank-clients/get-bank-client';
import { bankClientDocumentsQueryOptions } from '../data/bank-clients/list-bank-client-documents';
import { bankClientHistoryQueryOptions } from '../data/bank-clients/list-bank-client-history';
import { bankClientNotesQueryOptions } from '../data/bank-clients/list-bank-client-notes';
import { reportQueryOptions } from '../data/reports/get-report';
import { REPORT_PRESETS, reportRangeSchema, type ReportPreset } from '@centre/domain/reports';

type Prefetch = (
  params: Params,
  queryClient: QueryClient,
  search: URLSearchParams,
) => Promise<unknown> | undefined;

// retry: false: a refused read (no session yet) is left to the page's own query.
const applicationDetail: Prefetch = ({ applicationId }, queryClient) =>
  applicationId
    ? queryClient.ensureQueryData({ ...applicationQueryOptions(applicationId), retry: false })
    : undefined;

const prefetches: Record<string, Prefetch> = {
  'application-detail': applicationDetail,
  'hca-application-detail': applicationDetail,
  'appointment-detail': ({ appointmentId }, queryClient) =>
    appointmentId
      ? queryClient.ensureQueryData({ ...appointmentQueryOptions(appointmentId), retry: false })
      : undefined,
  'user-detail': ({ userId }, queryClient) =>
    userId ? queryClient.ensureQueryData({ ...userQueryOptions(userId), retry: false }) : undefined,
  'visit-detail': ({ visitId }, queryClient) =>
    visitId
      ? queryClient.ensureQueryData({ ...visitQueryOptions(visitId), retry: false })
      : undefined,
  'license-renewal-detail': ({ renewalId }, queryClient) =>
    renewalId
      ? queryClient.ensureQueryData({ ...licenceRenewalQueryOptions(renewalId), retry: false })
      : undefined,
  // The client and the documents, history and notes its page reads under it.
  'bank-client': ({ clientId }, queryClient) =>
    clientId
      ? Promise.all([
          queryClient.ensureQueryData({ ...bankClientQueryOptions(clientId), retry: false }),
          queryClient.ensureQueryData({
            ...bankClientDocumentsQueryOptions(clientId),
            retry: false,
          }),
          queryClient.ensureQueryData({ ...bankClientHistoryQueryOptions(clientId), retry: false }),
          queryClient.ensureQueryData({ ...bankClientNotesQueryOptions(clientId), retry: false }),
        ])
      : undefined,
  // The report of the address's period (?range=, this month by default; a custom one when valid).
  reports: (_params, queryClient, search) => {
    const range = search.get('range') ?? 'this_month';
    if (!(REPORT_PRESETS as readonly string[]).includes(range)) return undefined;
    const preset = range as ReportPreset;
    if (search.get('report') === 'monthly') return undefined;
    const custom =
      preset === 'custom'
        ? reportRangeSchema.safeParse({ from: search.get('from'), to: search.get('to') })
        : null;
    if (custom && !custom.success) return undefined;
    return queryClient.ensureQueryData({
      ...reportQueryOptions({ preset, custom: custom?.data ?? null }),
      retry: false,
    });
  },
};

/** Starts reading the record a staff detail page shows, with the data layer's queryOptions. */
export function prefetchRouteData(
  page: string,
  params: Params,
  queryClient: QueryClient,
  search: URLSearchParams = new URLSearchParams(),
) {
  return prefetches[page]?.(params, queryClient, search);
}
