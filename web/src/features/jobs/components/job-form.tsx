import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLY_METHODS,
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  jobFieldsInput,
  type JobFields,
  type JobFieldsInput,
  type JobRecord,
} from '@centre/domain/jobs';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectInput } from '../../../components/select-input';
import { TextArea } from '../../../components/text-area';
import { TextInput } from '../../../components/text-input';
import { LANGUAGE_OPTIONS } from '../../../lib/language-options';
import { useFormSessionDraft } from '../../../lib/use-form-session-draft';
import { useChangeJobStatus, useSaveJob } from '../api/job-mutations';
import { jobDraftKey } from '../utils/job-draft';
import { describeJobError } from '../utils/job-error';
import { jobFormValues, previewJob } from '../utils/preview-job';
import { JobPreview } from './job-preview';

const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const dayOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The job's fields and the "show a salary" choice, a field too so that the draft keeps it. */
type JobFormValues = JobFieldsInput & { hasSalary: boolean };

/**
 * Create or edit a job (react-hook-form with the domain's jobFieldsInput, errors next to their
 * fields), then a preview of the public card and page before anything is saved: save as a draft,
 * or save and publish. A published job is edited in place (it stays published).
 */
export function JobForm({
  job,
  onDone,
  onCancel,
}: {
  /** The job to edit; none for a new one. */
  job?: JobRecord | null;
  onDone: (jobId: string, message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('jobs');
  const [preview, setPreview] = useState<JobFields | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new job's id is made once, so that a retried save is the same create (saveJob is
  // idempotent by id for its poster).
  const [jobId] = useState(() => job?.id ?? crypto.randomUUID());
  const save = useSaveJob();
  const change = useChangeJobStatus();

  const resolver = useMemo<Resolver<JobFormValues, unknown, JobFields>>(() => {
    const parse = zodResolver(jobFieldsInput) as unknown as Resolver<
      JobFormValues,
      unknown,
      JobFields
    >;
    // Without "show a salary" the salary fields are not part of the job.
    return ({ hasSalary, ...values }, context, options) =>
      parse(
        { ...values, salary: hasSalary ? values.salary : null } as JobFormValues,
        context,
        options,
      );
  }, []);

  const form = useForm<JobFormValues, unknown, JobFields>({
    defaultValues: { ...(jobFormValues(job) as JobFieldsInput), hasSalary: Boolean(job?.salary) },
    resolver,
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  // A long description is never lost to a reload or a look at another page: what was typed is a
  // draft of the tab (per job, or the new one) until it is saved or cancelled.
  const forgetDraft = useFormSessionDraft(jobDraftKey(job?.id), form);
  const cancel = () => {
    forgetDraft();
    onCancel();
  };
  const method = useWatch({ control, name: 'howToApply.method' });
  const hasSalary = useWatch({ control, name: 'hasSalary' });
  const busy = save.isPending || change.isPending;
  const canPublish = !job || job.status === 'draft';

  const submit = async (publish: boolean) => {
    if (!preview) return;
    setFailure(null);
    try {
      await save.mutateAsync({ jobId, create: !job, job: preview });
      if (publish) {
        await change.mutateAsync({ jobId, action: 'publish', expectedStatus: 'draft' });
      }
      forgetDraft();
      onDone(jobId, publish ? t('form.published') : t('form.saved'));
    } catch (error) {
      setFailure(describeJobError(error));
    }
  };

  const typeOptions = EMPLOYMENT_TYPES.map((type) => ({
    value: type,
    label: t(`employmentType.${type}`),
  }));

  return (
    <div className="job-form">
      <form
        noValidate
        hidden={preview !== null}
        onSubmit={handleSubmit((fields) => setPreview(fields))}
        aria-labelledby="job-form-title"
      >
        <h2 id="job-form-title">{job ? t('form.editTitle') : t('form.createTitle')}</h2>
        <div className="field-grid">
          <TextInput
            label={t('form.title')}
            required
            error={errors.title?.message}
            {...register('title')}
          />
          <TextInput
            label={t('form.employer')}
            required
            error={errors.employer?.message}
            {...register('employer')}
          />
          <TextInput
            label={t('form.location')}
            required
            helperText={t('form.locationHelp')}
            error={errors.location?.message}
            {...register('location')}
          />
          <SelectInput
            label={t('form.employmentType')}
            required
            placeholder={t('form.chooseType')}
            options={typeOptions}
            error={errors.employmentType?.message}
            {...register('employmentType')}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" {...register('remote')} /> {t('form.remote')}
        </label>
        <TextArea
          label={t('form.description')}
          required
          rows={6}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextArea
          label={t('form.requirements')}
          rows={4}
          error={errors.requirements?.message}
          {...register('requirements')}
        />
        <SelectInput
          label={t('form.language')}
          required
          helperText={t('form.languageHelp')}
          options={LANGUAGE_OPTIONS}
          error={errors.language?.message}
          {...register('language')}
        />

        <label className="checkbox">
          <input type="checkbox" {...register('hasSalary')} /> {t('form.hasSalary')}
        </label>
        {hasSalary && (
          <div className="field-grid">
            <TextInput
              label={t('form.salaryMin')}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              error={errors.salary?.min?.message}
              {...register('salary.min', { setValueAs: numberOrNull })}
            />
            <TextInput
              label={t('form.salaryMax')}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              error={errors.salary?.max?.message}
              {...register('salary.max', { setValueAs: numberOrNull })}
            />
            <TextInput
              label={t('form.currency')}
              maxLength={3}
              autoCapitalize="characters"
              error={errors.salary?.currency?.message}
              {...register('salary.currency')}
            />
            <SelectInput
              label={t('form.period')}
              options={SALARY_PERIODS.map((period) => ({
                value: period,
                label: t(`salaryPeriod.${period}`),
              }))}
              error={errors.salary?.period?.message}
              {...register('salary.period')}
            />
          </div>
        )}

        <fieldset className="job-form__fieldset">
          <legend>{t('form.howToApply')}</legend>
          <div className="field-grid">
            <SelectInput
              label={t('form.applyMethod')}
              options={APPLY_METHODS.map((value) => ({
                value,
                label: t(`form.method.${value}`),
              }))}
              error={errors.howToApply?.method?.message}
              {...register('howToApply.method')}
            />
            <TextInput
              label={
                method === 'link'
                  ? t('form.applyLink')
                  : method === 'email'
                    ? t('form.applyEmail')
                    : t('form.applyNote')
              }
              type={method === 'link' ? 'url' : method === 'email' ? 'email' : 'text'}
              required={method !== 'at_centre'}
              error={errors.howToApply?.value?.message}
              {...register('howToApply.value')}
            />
          </div>
        </fieldset>
        <TextInput
          label={t('form.deadline')}
          type="date"
          helperText={t('form.deadlineHelp')}
          error={errors.deadline?.message}
          {...register('deadline', { setValueAs: dayOrNull })}
        />
        <div className="action-row">
          <Button type="submit">{t('form.preview')}</Button>
          <Button type="button" variant="ghost" onClick={cancel}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>

      {preview && (
        <div>
          <JobPreview job={previewJob(preview, job)} />
          <FormAlert message={failure} />
          <div className="action-row">
            {canPublish && (
              <Button loading={busy} onClick={() => void submit(true)}>
                {t('form.saveAndPublish')}
              </Button>
            )}
            <Button
              variant={canPublish ? 'outline' : 'primary'}
              loading={busy}
              onClick={() => void submit(false)}
            >
              {job ? t('form.saveChanges') : t('form.saveDraft')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setPreview(null)}>
              {t('form.backToEdit')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
