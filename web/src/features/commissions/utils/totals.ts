import type { CommissionRecord } from '../../../data/commissions/converters';
import { buildCsv } from '../../../lib/csv';

/** One agent's activations and earnings in one month. */
export interface AgentMonthTotal {
  agentId: string;
  agentName: string;
  month: string;
  activations: number;
  amountCents: number;
}

/** One month: its activations and earnings, and each agent's share (cents by agent id). */
export interface MonthTotal {
  month: string;
  activations: number;
  amountCents: number;
  byAgent: Record<string, number>;
}

export interface CommissionTotals {
  activations: number;
  amountCents: number;
  /** By agent name, then month. */
  byAgentMonth: AgentMonthTotal[];
  /** Every month of the range, in order, empty months included. */
  byMonth: MonthTotal[];
  /** The agents who earned in the range: id and name, by name. */
  agents: { id: string; name: string }[];
}

/** The dashboard's figures from the commissions of a range of months. */
export function commissionTotals(
  records: readonly CommissionRecord[],
  months: readonly string[],
): CommissionTotals {
  const cells = new Map<string, AgentMonthTotal>();
  const byMonth = new Map<string, MonthTotal>(
    months.map((month) => [month, { month, activations: 0, amountCents: 0, byAgent: {} }]),
  );
  const agents = new Map<string, string>();
  for (const record of records) {
    const key = `${record.agentId}|${record.month}`;
    const cell = cells.get(key) ?? {
      agentId: record.agentId,
      agentName: record.agentName || record.agentId,
      month: record.month,
      activations: 0,
      amountCents: 0,
    };
    cell.activations += 1;
    cell.amountCents += record.amountCents;
    cells.set(key, cell);
    agents.set(record.agentId, record.agentName || record.agentId);
    const month = byMonth.get(record.month);
    if (month) {
      month.activations += 1;
      month.amountCents += record.amountCents;
      month.byAgent[record.agentId] = (month.byAgent[record.agentId] ?? 0) + record.amountCents;
    }
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    activations: records.length,
    amountCents: records.reduce((sum, record) => sum + record.amountCents, 0),
    byAgentMonth: [...cells.values()].sort(
      (a, b) => byName(a.agentName, b.agentName) || byName(a.month, b.month),
    ),
    byMonth: [...byMonth.values()],
    agents: [...agents].map(([id, name]) => ({ id, name })).sort((a, b) => byName(a.name, b.name)),
  };
}

/** The agent-by-month table as CSV (English headers, amounts in units of the currency). */
export function commissionsCsv(rows: readonly AgentMonthTotal[], currency: string): string {
  return buildCsv(
    ['Agent', 'Month', 'Activations', `Amount (${currency})`],
    rows.map((row) => [
      row.agentName,
      row.month,
      row.activations,
      (row.amountCents / 100).toFixed(2),
    ]),
  );
}
