import type { RebuildReportDayAnswer, RebuildReportDayInput } from '@centre/domain/reports';
import { reportKeys } from '../../../data/reports/keys';
import { callFunction } from '../../../lib/call-function';
import { useRecordMutation } from '../../../lib/use-record-mutation';

/** rebuildReportDay (manage_reports): recomputes one day's rollup from its records. */
export function rebuildReportDay(input: RebuildReportDayInput): Promise<RebuildReportDayAnswer> {
  return callFunction<RebuildReportDayInput, RebuildReportDayAnswer>('rebuildReportDay', input);
}

/** Once it settles, every report is read again (any range may hold the day). */
export const useRebuildReportDay = () =>
  useRecordMutation(rebuildReportDay, () => [reportKeys.all]);
