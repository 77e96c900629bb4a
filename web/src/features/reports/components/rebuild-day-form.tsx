import { rebuildReportDayInput } from '@centre/domain/reports';
import { useState, type FormEvent } from 'react';
import toast from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/text-input';
import { useRebuildReportDay } from '../api/rebuild-report-day';
import { describeRebuildError } from '../utils/error-message';

/** Admins (manage_reports): recompute one day's rollup from the records, e.g. after an import. */
export function RebuildDayForm({ today }: { today: string }) {
  const { t } = useTranslation('reports');
  const rebuild = useRebuildReportDay();
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = rebuildReportDayInput.safeParse({ day });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const answer = await rebuild.mutateAsync(parsed.data);
      toast.success(t('rebuild.done', { day: answer.day, count: answer.counters }));
    } catch (failure) {
      setError(describeRebuildError(failure));
    }
  };

  return (
    <section className="report-rebuild no-print" aria-labelledby="report-rebuild-title">
      <h2 id="report-rebuild-title">{t('rebuild.title')}</h2>
      <p className="text-muted">{t('rebuild.help')}</p>
      <form className="report-controls" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextInput
          id="rebuild-day"
          type="date"
          label={t('rebuild.day')}
          value={day}
          max={today}
          required
          error={error}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button type="submit" loading={rebuild.isPending}>
          {t('rebuild.submit')}
        </Button>
      </form>
    </section>
  );
}
