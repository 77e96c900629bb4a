import { JOB_STATUSES, type JobRecord, type JobStatus } from '@centre/domain/jobs';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Pill, type PillTone } from '../../../components/pill';
import { QueryState } from '../../../components/query-state';
import { StatusFilterChips } from '../../../components/status-filter-chips';
import { TextInput } from '../../../components/text-input';
import { useStaffJobs } from '../../../data/jobs/list-jobs';
import { formatDay } from '../../../lib/format';
import { JobForm } from './job-form';
import { JobHistory } from './job-history';
import { JobPreview } from './job-preview';
import { JobStatusActions } from './job-status-actions';
import { previewJob } from '../utils/preview-job';
import { useSetSearchParam } from '../utils/use-search-param';
import '../jobs.css';
import { isOneOf } from '../../../lib/is-one-of';

const STATUS_TONES: Record<JobStatus, PillTone> = {
  draft: 'neutral',
  published: 'default',
  closed: 'danger',
  expired: 'warning',
};

const isJobStatus = isOneOf(JOB_STATUSES);

/** Editing: a new job, or the selected one. */
type Editing = null | { kind: 'new' } | { kind: 'edit'; job: JobRecord };

/**
 * /post-jobs: every job with counts per status and filters (status, keyword) in the URL; the
 * selected job (?job=) with its public preview, its status actions and its history; create and
 * edit with a preview before publishing.
 */
export function PostJobsBoard() {
  const { t } = useTranslation('jobs');
  const { enqueueSnackbar } = useSnackbar();
  const jobs = useStaffJobs();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const searchId = useId();
  const statusParam = params.get('status') ?? '';
  const status = isJobStatus(statusParam) ? statusParam : '';
  const search = params.get('q') ?? '';
  const selectedId = params.get('job');

  const setSearchParam = useSetSearchParam();
  // Selecting a job is a step the back button undoes; filters replace the entry.
  const setParam = (key: string, value: string) =>
    setSearchParam(key, value, { replace: key !== 'job' });

  const all = useMemo(() => jobs.data ?? [], [jobs.data]);
  const counts = useMemo(() => {
    const byStatus = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<
      JobStatus,
      number
    >;
    for (const job of all) byStatus[job.status] += 1;
    return byStatus;
  }, [all]);
  const visible = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return all.filter(
      (job) =>
        (!status || job.status === status) &&
        words.every((word) => `${job.title} ${job.employer}`.toLowerCase().includes(word)),
    );
  }, [all, status, search]);
  const selected = all.find((job) => job.id === selectedId) ?? null;

  const done = (message: string, jobId?: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    setEditing(null);
    if (jobId) setParam('job', jobId);
  };

  return (
    <div className="job-posting">
      <div className="job-posting__toolbar">
        <p className="page__lead">{t('posting.lead')}</p>
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('posting.newJob')}</Button>
      </div>

      {editing && (
        <div className="panel">
          <JobForm
            key={editing.kind === 'edit' ? editing.job.id : 'new'}
            job={editing.kind === 'edit' ? editing.job : null}
            onDone={(jobId, message) => done(message, jobId)}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}

      <StatusFilterChips
        label={t('posting.statusFilter')}
        statuses={JOB_STATUSES}
        selected={status}
        onSelect={(value) => setParam('status', value)}
        allLabel={t('posting.all')}
        statusLabel={(value) => t(`status.${value}`)}
        total={jobs.data ? all.length : undefined}
        count={(value) => (jobs.data ? counts[value] : undefined)}
      />
      <TextInput
        id={searchId}
        label={t('posting.search')}
        type="search"
        value={search}
        onChange={(event) => setParam('q', event.target.value)}
      />

      <QueryState query={jobs} pendingLabel={t('posting.loading')} error={t('posting.loadFailed')}>
        {() => (
          <DataTable
            caption={t('posting.caption')}
            captionHidden
            rows={visible}
            rowKey={(job) => job.id}
            empty={all.length === 0 ? t('posting.none') : t('posting.noMatch')}
            columns={[
              {
                id: 'title',
                header: t('posting.title'),
                rowHeader: true,
                cell: (job) => (
                  <button
                    type="button"
                    className="link-button"
                    aria-current={job.id === selectedId || undefined}
                    onClick={() => setParam('job', job.id)}
                  >
                    {job.title}
                  </button>
                ),
              },
              { id: 'employer', header: t('posting.employer'), cell: (job) => job.employer },
              {
                id: 'status',
                header: t('posting.status'),
                cell: (job) => (
                  <>
                    <Pill tone={STATUS_TONES[job.status]} testId={`job-status-${job.id}`}>
                      {t(`status.${job.status}`)}
                    </Pill>
                    {job.filled && <> {t('posting.filled')}</>}
                  </>
                ),
              },
              {
                id: 'deadline',
                header: t('posting.deadline'),
                cell: (job) =>
                  job.deadline ? formatDay(job.deadline) : t('posting.noDeadlineYet'),
              },
            ]}
          />
        )}
      </QueryState>

      {selected && (
        <div className="panel-grid">
          <Panel titleId="job-selected-title" title={selected.title} wide>
            <p>
              <Pill tone={STATUS_TONES[selected.status]}>{t(`status.${selected.status}`)}</Pill>
              {selected.filled && <> {t('posting.filled')}</>}
            </p>
            <JobStatusActions job={selected} onChanged={(message) => done(message)} />
            <div className="action-row">
              {(selected.status === 'draft' || selected.status === 'published') && (
                <Button
                  variant="outline"
                  onClick={() => setEditing({ kind: 'edit', job: selected })}
                >
                  {t('posting.edit')}
                </Button>
              )}
              <Button variant="ghost" onClick={() => setParam('job', '')}>
                {t('posting.hide')}
              </Button>
            </div>
            <JobPreview
              job={selected.status === 'draft' ? previewJob(selected, selected) : selected}
            />
          </Panel>
          <Panel titleId="job-history-title" title={t('posting.historyTitle')}>
            <JobHistory jobId={selected.id} />
          </Panel>
        </div>
      )}
    </div>
  );
}
