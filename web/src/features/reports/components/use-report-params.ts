import {
  REPORT_KINDS,
  REPORT_PRESETS,
  reportRangeSchema,
  type ReportKind,
  type ReportPreset,
  type ReportRange,
} from '@centre/domain/reports';
import { useMemo } from 'react';
import { isOneOf } from '../../../lib/is-one-of';
import { useSearchParamUpdate } from '../../../lib/use-search-param-update';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  isOneOf(values)(value) ? value : fallback;

export const DEFAULT_PRESET: ReportPreset = 'this_month';

/** The report's custom range from the address, or its field errors (English domain messages). */
export function customRangeOf(
  from: string,
  to: string,
): { range: ReportRange | null; errors: { from?: string; to?: string } } {
  const parsed = reportRangeSchema.safeParse({ from, to });
  if (parsed.success) return { range: parsed.data, errors: {} };
  const errors: { from?: string; to?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return { range: null, errors };
}

/**
 * The page's state lives in the address, so that a link or Back shows the same report:
 * ?report=<kind>&range=<preset>[&from=&to=]&service=&staff=, and month= for the monthly summary.
 */
export function useReportParams() {
  const { searchParams, update } = useSearchParamUpdate();
  return useMemo(() => {
    const report = oneOf<ReportKind>(REPORT_KINDS, searchParams.get('report'), 'visits');
    const preset = oneOf<ReportPreset>(REPORT_PRESETS, searchParams.get('range'), DEFAULT_PRESET);
    const from = searchParams.get('from') ?? '';
    const to = searchParams.get('to') ?? '';
    const custom = preset === 'custom' ? customRangeOf(from, to) : { range: null, errors: {} };
    return {
      report,
      preset,
      from,
      to,
      custom,
      serviceId: searchParams.get('service') ?? '',
      staffId: searchParams.get('staff') ?? '',
      month: searchParams.get('month') ?? '',
      update,
    };
  }, [searchParams, update]);
}
