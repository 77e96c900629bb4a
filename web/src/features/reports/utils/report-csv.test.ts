import { summariseReport, type ReportDayRecord } from '@centre/domain/reports';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchCsvDownloads } from '../../../test/csv-downloads';
import { downloadCsv } from '../../../lib/csv';
import { reportNames } from './names';
import { agentsCsv, visitsCsv } from './report-csv';

const NAME = 'Wanjirũ "Mama" Kamau, Jr.';
const AMHARIC = 'ሰላም\nአገልግሎት';

const DAY: ReportDayRecord = {
  id: '2026-03-02',
  counts: {
    'v:in:svc-1:9': 3,
    'v:st:svc-1:completed': 2,
    'v:st:svc-1:no_show': 1,
    'v:tr:svc-1': 1,
    'v:in:svc-2:10': 1,
    'b:cn:agent-1': 2,
    'b:cc:agent-1': 12_345,
  },
  labels: {
    'service:svc-1': NAME,
    'service:svc-2': AMHARIC,
    'staff:agent-1': '=SUM(A1) Amani',
  },
  rebuiltAt: null,
  updatedAt: null,
};

const summary = summariseReport({ from: '2026-03-01', to: '2026-03-03' }, [DAY], {
  today: '2026-03-03',
  targetMinutes: 20,
});
const names = reportNames(summary.labels, (id, recorded) => recorded || id, 'Nobody');

afterEach(() => vi.unstubAllGlobals());

describe('report CSV', () => {
  it('survives commas, quotes, line breaks and non-Latin names through a real CSV parser', async () => {
    const downloads = catchCsvDownloads();
    downloadCsv(visitsCsv(summary, names), 'report.csv');
    expect(await downloads.hasBom()).toBe(true);
    const rows = parse(await downloads.text(), { bom: false }) as string[][];
    expect(rows).toEqual([
      ['Service', 'Arrivals', 'Served', 'No-shows', 'Transfers'],
      [NAME, '3', '2', '1', '1'],
      [AMHARIC, '1', '0', '0', '0'],
    ]);
  });

  it('writes money as plain amounts and defuses a name that looks like a formula', () => {
    const rows = parse(agentsCsv(summary, names)) as string[][];
    expect(rows).toEqual([
      ['Agent', 'Activations', 'Commissions', 'Amount (CAD)'],
      ["'=SUM(A1) Amani", '0', '2', '123.45'],
    ]);
  });
});
