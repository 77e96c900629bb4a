import type { JobHistoryRecord } from '@centre/domain/jobs';
import { useTranslation } from 'react-i18next';
import { HistoryTimeline } from '../../../components/history-timeline';
import { useJobHistory } from '../../../data/jobs/list-job-history';
import { formatDay } from '../../../lib/format';

/** Who created, edited, published, closed or expired the job, and when. */
export function JobHistory({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const history = useJobHistory(jobId);
  const describe = (entry: JobHistoryRecord) => {
    const event = t(`event.${entry.event}`);
    return entry.detail && (entry.event === 'published' || entry.event === 'republished')
      ? t('posting.deadlineSet', { event, deadline: formatDay(entry.detail) })
      : event;
  };
  return (
    <HistoryTimeline
      history={history}
      describe={describe}
      actor={(entry) => t('posting.by', { name: entry.byName })}
    />
  );
}
