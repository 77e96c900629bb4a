import {
  BANK_MESSAGES,
  BANK_PRODUCTS,
  COMMISSION_CURRENCY,
  COMMISSION_RULE_KINDS,
  COMMISSION_RULE_KIND_LABELS,
  BANK_PRODUCT_LABELS,
  type BankProduct,
  type CommissionRuleKind,
} from '@centre/domain/bank';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { HeadedTable } from '../../../components/headed-table';
import { DialogForm } from '../../../components/dialog-form';
import { Dialog } from '../../../components/form-dialog';
import { useSaveAndClose } from '../../../components/use-save-and-close';
import { QueryState } from '../../../components/query-state';
import { SelectInput } from '../../../components/select-input';
import { TextInput } from '../../../components/text-input';
import type { CommissionRuleRecord } from '../../../data/commissions/converters';
import { useCommissionRules } from '../../../data/commissions/list-commission-rules';
import { formatDateTime } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { centsToMoneyText, formatMoneyCents, parseMoneyToCents } from '../../../lib/money';
import { useSetCommissionRule } from '../api/set-commission-rule';
import { describeRuleError } from '../utils/error-message';

const productLabel = (product: string) => labelOf(BANK_PRODUCT_LABELS, product);
const kindLabel = (kind: string) => labelOf(COMMISSION_RULE_KIND_LABELS, kind);

/** A rule in words: "CA$25.00 per activation" or "1% of the opening deposit". */
function useRuleText() {
  const { t } = useTranslation('commissions');
  return (rule: Pick<CommissionRuleRecord, 'kind' | 'amountCents' | 'percent'>) =>
    rule.kind === 'flat'
      ? t('rules.flat', { amount: formatMoneyCents(rule.amountCents, COMMISSION_CURRENCY) })
      : t('rules.percentage', { percent: rule.percent });
}

/** Every product's commission rule; admins change them, a manager reads them. */
export function CommissionRules({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('commissions');
  const rules = useCommissionRules();
  const ruleText = useRuleText();
  const [editing, setEditing] = useState<BankProduct | null>(null);
  return (
    <>
      <p>{t('rules.lead')}</p>
      <QueryState query={rules} pendingLabel={t('rules.loading')} error={t('rules.loadFailed')}>
        {(list) => {
          const byProduct = new Map(list.map((rule) => [rule.product, rule]));
          const editedRule = editing ? (byProduct.get(editing) ?? null) : null;
          return (
            <>
              {/* A table wider than a phone scrolls in its frame, not the whole page. */}
              <HeadedTable
                className="data-table"
                frameClassName="table-wrap"
                caption={t('rules.caption')}
                columns={[
                  t('rules.product'),
                  t('rules.rule'),
                  t('rules.effectiveFrom'),
                  t('rules.updatedBy'),
                  ...(canManage ? [t('rules.actions')] : []),
                ]}
                rows={BANK_PRODUCTS.map((product) => {
                  const rule = byProduct.get(product);
                  return {
                    key: product,
                    head: productLabel(product),
                    cells: [
                      rule ? ruleText(rule) : t('rules.none'),
                      rule ? formatDateTime(rule.effectiveFrom) : '—',
                      rule?.updatedByName || rule?.updatedBy || '—',
                      ...(canManage
                        ? [
                            <Button variant="outline" size="sm" onClick={() => setEditing(product)}>
                              {t('rules.change', { product: productLabel(product) })}
                            </Button>,
                          ]
                        : []),
                    ],
                  };
                })}
              />
              {canManage && editing && (
                <RuleDialog product={editing} rule={editedRule} onClose={() => setEditing(null)} />
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/** The rule form: kind, then the amount (flat) or the percentage; checked like the callable. */
const ruleFormSchema = z
  .object({
    kind: z.enum(COMMISSION_RULE_KINDS),
    amount: z.string(),
    percent: z.string(),
  })
  .transform((values, context) => {
    if (values.kind === 'flat') {
      const amountCents = parseMoneyToCents(values.amount);
      if (amountCents === null) {
        context.addIssue({ code: 'custom', path: ['amount'], message: BANK_MESSAGES.ruleAmount });
        return z.NEVER;
      }
      return { kind: values.kind, amountCents, percent: 0 };
    }
    const percent = Number(values.percent.trim().replace(',', '.'));
    if (!values.percent.trim() || !Number.isFinite(percent) || percent < 0 || percent > 100) {
      context.addIssue({ code: 'custom', path: ['percent'], message: BANK_MESSAGES.rulePercent });
      return z.NEVER;
    }
    return { kind: values.kind, amountCents: 0, percent: Math.round(percent * 100) / 100 };
  });
type RuleValues = z.input<typeof ruleFormSchema>;
type Rule = z.output<typeof ruleFormSchema>;
const resolver = zodResolver(ruleFormSchema);

interface RuleDialogProps {
  product: BankProduct;
  rule: CommissionRuleRecord | null;
  onClose: () => void;
}

function RuleDialog({ product, rule, onClose }: RuleDialogProps) {
  const { t } = useTranslation('commissions');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('rules.dialogTitle', { product: productLabel(product) })}
      description={t('rules.dialogLead')}
    >
      <RuleForm product={product} rule={rule} onClose={onClose} />
    </Dialog>
  );
}

function RuleForm({ product, rule, onClose }: RuleDialogProps) {
  const { t } = useTranslation('commissions');
  const { serverError, saveAndClose } = useSaveAndClose(describeRuleError, onClose);
  const setRule = useSetCommissionRule();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RuleValues, unknown, Rule>({
    defaultValues: {
      kind: rule?.kind ?? 'flat',
      amount: rule && rule.kind === 'flat' ? centsToMoneyText(rule.amountCents) : '',
      percent: rule && rule.kind === 'percentage' ? String(rule.percent) : '',
    },
    resolver,
  });
  const kind: CommissionRuleKind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit((values) =>
    saveAndClose(
      () => setRule.mutateAsync({ product, ...values }),
      t('rules.saved', { product: productLabel(product) }),
    ),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      serverError={serverError}
      cancelLabel={t('rules.cancel')}
      submitLabel={t('rules.submit')}
      onCancel={onClose}
      submitting={setRule.isPending}
    >
      <SelectInput
        id="rule-kind"
        label={t('rules.kind')}
        options={COMMISSION_RULE_KINDS.map((value) => ({ value, label: kindLabel(value) }))}
        error={errors.kind?.message}
        {...register('kind')}
      />
      {kind === 'flat' ? (
        <TextInput
          id="rule-amount"
          label={t('rules.amount', { currency: COMMISSION_CURRENCY })}
          inputMode="decimal"
          autoComplete="off"
          required
          helperText={t('rules.amountHelp')}
          error={errors.amount?.message}
          {...register('amount')}
        />
      ) : (
        <TextInput
          id="rule-percent"
          label={t('rules.percent')}
          inputMode="decimal"
          autoComplete="off"
          required
          helperText={t('rules.percentHelp')}
          error={errors.percent?.message}
          {...register('percent')}
        />
      )}
    </DialogForm>
  );
}
