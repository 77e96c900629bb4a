import { jobActionsFor, type JobAction, type JobRecord } from '@centre/domain/jobs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextInput } from '../../../components/text-input';
import { useChangeJobStatus } from '../api/job-mutations';
import { describeJobError } from '../utils/job-error';

/**
 * What can be done to a job's status now (jobActionsFor): publish a draft; close or mark filled
 * a published job; republish a closed or expired one, with a new deadline (empty: 30 days).
 */
export function JobStatusActions({
  job,
  onChanged,
}: {
  job: JobRecord;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('jobs');
  const change = useChangeJobStatus();
  const [deadline, setDeadline] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<JobAction | null>(null);
  const deadlineId = useId();
  const actions = jobActionsFor(job);
  if (actions.length === 0) return null;

  const act = async (action: JobAction) => {
    setFailure(null);
    setPending(action);
    try {
      await change.mutateAsync({
        jobId: job.id,
        action,
        expectedStatus: job.status,
        deadline: action === 'republish' && deadline ? deadline : null,
      });
      setDeadline('');
      onChanged(t('posting.changed', { action: t(`action.${action}`) }));
    } catch (error) {
      setFailure(describeJobError(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="job-status-actions">
      {actions.includes('republish') && (
        <TextInput
          id={deadlineId}
          type="date"
          label={t('posting.republishDeadline')}
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
        />
      )}
      <FormAlert message={failure} />
      <div className="action-row">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'publish' || action === 'republish' ? 'primary' : 'outline'}
            loading={pending === action}
            disabled={pending !== null && pending !== action}
            onClick={() => void act(action)}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
