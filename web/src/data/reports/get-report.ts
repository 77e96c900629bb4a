import type { ReportPreset, ReportRange } from '@centre/domain/reports';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { reportKeys } from './keys';
import { loadReport } from './load-report';

export interface ReportRequest {
  preset: ReportPreset;
  custom?: ReportRange | null;
}

/** A report's rollups (loadReport against the app's Firestore). */
const read = defineRead(
  ({ preset, custom }: ReportRequest) => reportKeys.load(preset, custom),
  ({ preset, custom }: ReportRequest) => loadReport(db, { preset, custom }),
);
export const reportQueryOptions = read.options;
export const useReport = read.useRead;
