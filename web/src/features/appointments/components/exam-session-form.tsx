import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/text-input';
import {
  examSessionFormSchema,
  type ExamSessionFormInput,
  type ExamSessionFormOutput,
} from '../utils/exam-session-form';

interface ExamSessionFormProps {
  title: string;
  submitLabel: string;
  /** Seats already booked: the capacity may not go below them. 0 for a new session. */
  booked: number;
  defaultValues?: ExamSessionFormInput;
  saving: boolean;
  onSubmit: (values: ExamSessionFormOutput) => void;
  onCancel?: () => void;
}

const EMPTY: ExamSessionFormInput = { date: '', startTime: '', location: '', capacity: '' };

export function ExamSessionForm({
  title,
  submitLabel,
  booked,
  defaultValues = EMPTY,
  saving,
  onSubmit,
  onCancel,
}: ExamSessionFormProps) {
  const { t } = useTranslation('appointments');
  const resolver = useMemo(() => zodResolver(examSessionFormSchema(booked, t)), [booked, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExamSessionFormInput, unknown, ExamSessionFormOutput>({ resolver, defaultValues });

  return (
    <form
      className="panel appt-card appt-session-form"
      aria-label={title}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      <h3 className="appt-card__title">{title}</h3>
      <div className="field-grid">
        <TextInput
          label={t('form.date')}
          type="date"
          required
          error={errors.date?.message}
          {...register('date')}
        />
        <TextInput
          label={t('form.startTime')}
          type="time"
          required
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <TextInput
          label={t('form.location')}
          required
          maxLength={200}
          error={errors.location?.message}
          {...register('location')}
        />
        <TextInput
          label={t('form.capacity')}
          type="number"
          inputMode="numeric"
          min={Math.max(1, booked)}
          max={500}
          required
          helperText={booked > 0 ? t('form.booked', { count: booked }) : undefined}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
      </div>
      <div className="action-row">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
