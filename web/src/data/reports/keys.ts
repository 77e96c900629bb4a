import type { ReportPreset, ReportRange } from '@centre/domain/reports';

/** One key factory for the reports: one load per preset (and custom range). */
export const reportKeys = {
  all: ['reports'] as const,
  load: (preset: ReportPreset, custom?: ReportRange | null) =>
    [...reportKeys.all, preset, custom?.from ?? '', custom?.to ?? ''] as const,
};
