import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommissionRuleRecord } from '../../../data/commissions/converters';
import { listCommissionRules } from '../../../data/commissions/list-commission-rules';
import { listCommissions } from '../../../data/commissions/list-commissions';
import { downloadCsv } from '../../../lib/csv';
import { setLanguage } from '../../../lib/i18n';
import { staffUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { aCommission } from '../testing/fixtures';
import { CommissionDashboard } from './commission-dashboard';

const [{ fakeRead }, { commissionKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../../test/fake-read'), import('../../../data/commissions/keys')]),
);
vi.mock('../../../data/commissions/list-commissions', () =>
  fakeRead('listCommissions', 'useCommissions', (range: { from: string; to: string }) =>
    commissionKeys.range(range.from, range.to),
  ),
);
vi.mock('../../../data/commissions/list-commission-rules', () =>
  fakeRead('listCommissionRules', 'useCommissionRules', commissionKeys.rules),
);
const calls = vi.hoisted(() => ({ setCommissionRule: vi.fn() }));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('../../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/csv')>()),
  downloadCsv: vi.fn(),
}));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const ADMIN = staffUser({ uid: 'admin-1', displayName: 'Amina Otieno', role: 'admin' });
const MANAGER = staffUser({ uid: 'manager-1', displayName: 'Juma Said', role: 'manager' });
const NOW = new Date(2026, 10, 25, 10, 0);

const RULES: CommissionRuleRecord[] = [
  {
    product: 'money_transfer',
    kind: 'flat',
    amountCents: 500,
    percent: 0,
    effectiveFrom: new Date('2026-01-01T00:00:00Z'),
    updatedBy: 'admin-1',
    updatedByName: 'Amina Otieno',
  },
  {
    product: 'foreign_currency_account',
    kind: 'percentage',
    amountCents: 0,
    percent: 1,
    effectiveFrom: new Date('2026-01-01T00:00:00Z'),
    updatedBy: null,
    updatedByName: null,
  },
];

const RECORDS = [
  aCommission('c1', 'agent-1', 'Baraka Mwangi', '2026-10', 2500),
  aCommission('c2', 'agent-1', 'Baraka Mwangi', '2026-10', 500),
  aCommission('c3', 'agent-2', 'Amani Otieno', '2026-11', 2000),
];

function renderDashboard(user = ADMIN) {
  return renderWithProviders(<CommissionDashboard currentUser={user} now={NOW} />);
}

/** setCommissionRule answers that the product's rule is set. */
const ruleSetFor = (product: string) =>
  calls.setCommissionRule.mockResolvedValue({ id: product, status: 'set', changed: true });
/** Waits for the dialog to send this rule. */
const expectRuleSent = (rule: Record<string, unknown>) =>
  waitFor(() => expect(calls.setCommissionRule).toHaveBeenCalledWith(rule));

/** Types `value` into the rule dialog's field (replacing what it held), then saves the rule. */
async function saveRuleWith(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  field: RegExp,
  value: string,
) {
  const input = within(dialog).getByLabelText(field);
  await user.clear(input);
  await user.type(input, value);
  await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
  return input;
}

beforeEach(async () => {
  await setLanguage('en');
  vi.mocked(listCommissions).mockReset().mockResolvedValue(RECORDS);
  vi.mocked(listCommissionRules).mockReset().mockResolvedValue(RULES);
  vi.mocked(downloadCsv).mockReset();
  calls.setCommissionRule.mockReset();
});

describe('CommissionDashboard', () => {
  it('reads the last six months and shows the totals, the chart summary and the table', async () => {
    renderDashboard();
    expect(await screen.findByTestId('total-activations')).toHaveTextContent('3');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('CA$50.00');
    expect(listCommissions).toHaveBeenCalledWith({ from: '2026-06', to: '2026-11' });

    // The chart is named by its title and described by its summary, its figures a table.
    const chart = screen.getByRole('img', { name: 'Commission by month' });
    expect(chart).toHaveAccessibleDescription(
      /CA\$50\.00 earned from 3 activations over 6 months\. Best month: Oct 2026 \(CA\$30\.00\)/,
    );
    const figure = chart.closest('figure')!;
    expect(within(figure).getByText(/earned from 3 activations/)).toBeInTheDocument();
    const byMonth = within(figure).getByRole('table', { name: 'Commission by month' });
    const monthRows = within(byMonth).getAllByRole('row');
    expect(monthRows[0]).toHaveTextContent('MonthActivationsAmount');
    expect(monthRows.map((row) => row.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Oct 20262CA\$30\.00$/),
        expect.stringMatching(/^Nov 20261CA\$20\.00$/),
      ]),
    );
    expect(within(figure).getByRole('list', { name: 'Agents' })).toHaveTextContent(
      /Baraka Mwangi.*Amani Otieno|Amani Otieno.*Baraka Mwangi/,
    );

    const table = screen.getByRole('table', { name: /Commission by agent and month/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Amani OtienoNov 20261.*20\.00$/),
      expect.stringMatching(/^Baraka MwangiOct 20262.*30\.00$/),
    ]);
  });

  it('exports the agent-by-month table as CSV', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith(
      'Agent,Month,Activations,Amount (CAD)\r\nAmani Otieno,2026-11,1,20.00\r\nBaraka Mwangi,2026-10,2,30.00\r\n',
      expect.stringMatching(/^commissions-2026-06-2026-11-\d{4}-\d{2}-\d{2}\.csv$/),
    );
  });

  it('reads another range when the months change', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByTestId('total-activations');
    const from = screen.getByLabelText('From month');
    await user.clear(from);
    await user.type(from, '2026-09');
    await waitFor(() =>
      expect(listCommissions).toHaveBeenCalledWith({ from: '2026-09', to: '2026-11' }),
    );
  });

  it('lets an admin change a rule, in cents, with errors next to the field', async () => {
    const user = userEvent.setup();
    ruleSetFor('money_transfer');
    renderDashboard(ADMIN);
    const rules = await screen.findByRole('table', { name: 'Commission rule per product' });
    expect(rules).toHaveTextContent('per activation');
    expect(rules).toHaveTextContent('1% of the opening deposit');
    expect(screen.getByText(/applies only to activations after it/)).toBeInTheDocument();

    await user.click(
      within(rules).getByRole('button', { name: 'Change rule for Sending money home' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Sending money home/ });
    expect(within(dialog).getByLabelText(/Amount per activation/)).toHaveValue('5.00');
    const amount = await saveRuleWith(user, dialog, /Amount per activation/, 'ten');
    expect(await within(dialog).findByText('Enter an amount of 0 or more')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls.setCommissionRule).not.toHaveBeenCalled();

    await saveRuleWith(user, dialog, /Amount per activation/, '7.5');
    await expectRuleSent({
      product: 'money_transfer',
      kind: 'flat',
      amountCents: 750,
      percent: 0,
    });
  });

  it('sets a percentage rule', async () => {
    const user = userEvent.setup();
    ruleSetFor('current_account');
    renderDashboard(ADMIN);
    await user.click(
      await screen.findByRole('button', { name: 'Change rule for Current account' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Kind of rule'), 'percentage');
    await saveRuleWith(user, dialog, /Percentage of the opening deposit/, '150');
    expect(
      await within(dialog).findByText('Enter a percentage between 0 and 100'),
    ).toBeInTheDocument();
    await saveRuleWith(user, dialog, /Percentage of the opening deposit/, '1.5');
    await expectRuleSent({
      product: 'current_account',
      kind: 'percentage',
      amountCents: 0,
      percent: 1.5,
    });
  });

  it('shows a manager the rules read-only', async () => {
    renderDashboard(MANAGER);
    const rules = await screen.findByRole('table', { name: 'Commission rule per product' });
    expect(rules).toHaveTextContent('Amina Otieno');
    expect(within(rules).queryByRole('button')).toBeNull();
    expect(await screen.findByTestId('total-activations')).toHaveTextContent('3');
  });

  it('refuses an agent', () => {
    renderDashboard(staffUser());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only managers and administrators can see the commission dashboard.',
    );
    expect(listCommissions).not.toHaveBeenCalled();
  });
});
