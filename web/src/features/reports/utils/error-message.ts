import { REPORT_MESSAGES } from '@centre/domain/reports';
import { callableErrorDescriptions, describeError } from '../../../lib/error-description';

const REBUILD_ERRORS = callableErrorDescriptions(REPORT_MESSAGES, {});

/** A refused or failed rebuildReportDay in words (current language). */
export function describeRebuildError(error: unknown): string {
  return describeError(error, REBUILD_ERRORS);
}
