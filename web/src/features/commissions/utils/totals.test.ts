import { describe, expect, it } from 'vitest';
import { aCommission } from '../testing/fixtures';
import { lastMonths, monthsOf } from './months';
import { commissionTotals, commissionsCsv } from './totals';

const RECORDS = [
  aCommission('c1', 'agent-1', 'Baraka Mwangi', '2026-10', 2500),
  aCommission('c2', 'agent-1', 'Baraka Mwangi', '2026-10', 500),
  aCommission('c3', 'agent-2', 'Amani Otieno', '2026-11', 2000),
  aCommission('c4', 'agent-1', 'Baraka Mwangi', '2026-11', 1250),
];

describe('months', () => {
  it('defaults to the last six months, this month included', () => {
    expect(lastMonths(new Date(2026, 10, 25))).toEqual({ from: '2026-06', to: '2026-11' });
    expect(lastMonths(new Date(2026, 1, 3))).toEqual({ from: '2025-09', to: '2026-02' });
  });

  it('lists every month of a range across a year end, and none when reversed', () => {
    expect(monthsOf({ from: '2025-11', to: '2026-02' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOf({ from: '2026-03', to: '2026-02' })).toEqual([]);
  });
});

describe('commissionTotals', () => {
  const totals = commissionTotals(RECORDS, ['2026-09', '2026-10', '2026-11']);

  it('counts the activations and adds up the amounts', () => {
    expect(totals.activations).toBe(4);
    expect(totals.amountCents).toBe(6250);
  });

  it('totals by agent and month, by agent name then month', () => {
    expect(totals.byAgentMonth).toEqual([
      {
        agentId: 'agent-2',
        agentName: 'Amani Otieno',
        month: '2026-11',
        activations: 1,
        amountCents: 2000,
      },
      {
        agentId: 'agent-1',
        agentName: 'Baraka Mwangi',
        month: '2026-10',
        activations: 2,
        amountCents: 3000,
      },
      {
        agentId: 'agent-1',
        agentName: 'Baraka Mwangi',
        month: '2026-11',
        activations: 1,
        amountCents: 1250,
      },
    ]);
  });

  it('totals every month of the range, empty months included, with each agent share', () => {
    expect(totals.byMonth).toEqual([
      { month: '2026-09', activations: 0, amountCents: 0, byAgent: {} },
      { month: '2026-10', activations: 2, amountCents: 3000, byAgent: { 'agent-1': 3000 } },
      {
        month: '2026-11',
        activations: 2,
        amountCents: 3250,
        byAgent: { 'agent-2': 2000, 'agent-1': 1250 },
      },
    ]);
    expect(totals.agents.map((agent) => agent.name)).toEqual(['Amani Otieno', 'Baraka Mwangi']);
  });
});

describe('commissionsCsv', () => {
  it('writes one row per agent and month, amounts in the currency', () => {
    const csv = commissionsCsv(
      commissionTotals(RECORDS, ['2026-10', '2026-11']).byAgentMonth,
      'CAD',
    );
    expect(csv).toBe(
      [
        'Agent,Month,Activations,Amount (CAD)',
        'Amani Otieno,2026-11,1,20.00',
        'Baraka Mwangi,2026-10,2,30.00',
        'Baraka Mwangi,2026-11,1,12.50',
        '',
      ].join('\r\n'),
    );
  });
});
