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
import { hasJobDraft } from '../utils/job-draft';
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

/** The jobs whose form can be opened (as the Edit button): drafts and published jobs. */
const isEditable = (job: JobRecord) => job.status === 'draft' || job.status === 'published';

/**
 * The job whose kept draft (job-form.tsx) the page opens on load: the selected job's, else the
 * first in the list that has one; null when none does.
 */
function jobWithDraft(jobs: readonly JobRecord[], selectedId: string | null): JobRecord | null {
  const withDraft = jobs.filter((job) => isEditable(job) && hasJobDraft(job.id));
  return withDraft.find((job) => job.id === selectedId) ?? withDraft[0] ?? null;
}

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
  // A draft kept in this tab (a reload, a look at another page) opens its form by itself, with
  // what was typed: a form left closed looks as if the text were lost. The new job's at once...
  const [editing, setEditing] = useState<Editing>(() =>
    hasJobDraft(null) ? { kind: 'new' } : null,
  );
  // ...a job's once the jobs have loaded; looked for once, so that a form closed later stays so.
  const [draftsLookedFor, setDraftsLookedFor] = useState(() => editing !== null);
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
  if (!draftsLookedFor && jobs.data) {
    setDraftsLookedFor(true);
    const drafted = jobWithDraft(jobs.data, selectedId);
    if (drafted) setEditing({ kind: 'edit', job: drafted });
  }

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
              {isEditable(selected) && (
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
