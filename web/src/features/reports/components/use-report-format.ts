import { DAY_BUCKETS } from '@centre/domain/reports';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../lib/format';
import { formatFigure, formatShare } from '../utils/format';

/** The reports' numbers, shares, minutes, days and dates in the UI language. */
export function useReportFormat() {
  const { t, i18n } = useTranslation('reports');
  return reportFormat(t, i18n.language);
}

/**
 * The reports' numbers, shares, minutes, days and dates in `locale`, with `t` the reports'
 * words in that language (the monthly summary's fixed language, or the UI's).
 */
export function reportFormat(t: TFunction<'reports'>, locale: string) {
  const figure = (value: number | null) => formatFigure(value, locale);
  return {
    t,
    locale,
    figure,
    share: (value: number | null) => formatShare(value, locale),
    minutes: (value: number | null) =>
      value === null ? '—' : t('units.minutes', { value: figure(value) }),
    days: (value: number | null) =>
      value === null ? '—' : t('units.days', { value: figure(value) }),
    shortDay: (day: string) => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      return dateFormat(locale, { day: 'numeric', month: 'short' }).format(
        new Date(year, month - 1, date),
      );
    },
    /** The label of DAY_BUCKETS' bucket i ('3–5 days', '90+ days'). */
    dayBucket: (index: number) => {
      const from = DAY_BUCKETS[index]!;
      const to = DAY_BUCKETS[index + 1];
      return to === undefined ? t('buckets.open', { from }) : t('buckets.range', { from, to });
    },
    /** Monday ... Sunday in the UI language (2024-01-01 was a Monday). */
    weekdays: Array.from({ length: 7 }, (_, index) =>
      dateFormat(locale, { weekday: 'short' }).format(new Date(2024, 0, 1 + index)),
    ),
  };
}
