import { daysUntilDeadline, type JobRecord } from '@centre/domain/jobs';
import { useTranslation } from 'react-i18next';
import { carriedText } from '../../../lib/carried-text';
import { currentLocale, formatDay, moneyLocale } from '../../../lib/format';
import { usePageToday } from '../../../lib/page-today';

type Salary = NonNullable<JobRecord['salary']>;

function money(amount: number, currency: string, locale: string): string {
  return carriedText(`salary|${locale}|${currency}|${amount}`, () =>
    moneyText(amount, currency, locale),
  );
}

function moneyText(amount: number, currency: string, locale: string): string {
  try {
    // Written as the services' fees are ($18; CA$ in Kiswahili).
    return new Intl.NumberFormat(moneyLocale(locale), {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know: the number and the code.
    return `${amount} ${currency}`;
  }
}

/** How a job's type, salary and deadline read in the current language. */
export function useJobFormat() {
  const { t, i18n } = useTranslation('jobs');
  const locale = i18n.resolvedLanguage ?? currentLocale();
  const pageToday = usePageToday();
  return {
    type: (job: Pick<JobRecord, 'employmentType'>) => t(`employmentType.${job.employmentType}`),
    /** '$18 – $21 per hour', 'From $18 per hour', 'Up to $52,000 per year'; null with none. */
    salary(salary: Salary | null): string | null {
      if (!salary || (salary.min === null && salary.max === null)) return null;
      const per = t(`salaryPeriod.${salary.period}`);
      const { min, max, currency } = salary;
      if (min !== null && max !== null && min !== max) {
        return t('salary.range', {
          min: money(min, currency, locale),
          max: money(max, currency, locale),
          per,
        });
      }
      if (min !== null && max !== null) {
        return t('salary.exact', { amount: money(min, currency, locale), per });
      }
      return min !== null
        ? t('salary.from', { amount: money(min, currency, locale), per })
        : t('salary.upTo', { amount: money(max ?? 0, currency, locale), per });
    },
    /**
     * 'Closes in 5 days', 'Closes today': the deadline seen from today; 'Closed' once it has
     * passed, and for a job closed or expired whatever its deadline (closed by staff before it).
     */
    closes(job: Pick<JobRecord, 'status' | 'deadline'>, today = pageToday): string | null {
      if (job.status === 'closed' || job.status === 'expired') return t('closes.passed');
      const { deadline } = job;
      if (!deadline) return null;
      const days = daysUntilDeadline(deadline, today);
      if (days < 0) return t('closes.passed');
      if (days === 0) return t('closes.today');
      return t('closes.inDays', { count: days });
    },
    deadline: (deadline: string | null) => (deadline ? formatDay(deadline, locale) : null),
  };
}
