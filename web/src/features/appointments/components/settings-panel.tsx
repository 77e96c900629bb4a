import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type BookingSettings, type Weekday } from '@centre/domain/bookings';
import { useId, useMemo, useState, type ComponentProps } from 'react';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import toast from '../../../lib/toast';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/text-input';
import type { ServiceOption } from '../../../data/services/converter';
import { useSaveBookingSettings } from '../api/save-booking-settings';
import { formatDay, isIsoDate } from '../utils/dates';
import { writeErrorMessage } from '../utils/error-message';
import { settingsResolver, toFormValues, type SettingsFormValues } from '../utils/settings-form';

// The week as the centre reads it, from Monday.
const WEEK_ORDER: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

interface SettingsPanelProps {
  settings: BookingSettings;
  /** false: settings/booking does not exist yet and the defaults are shown */
  stored: boolean;
  loadFailed: boolean;
  services: readonly ServiceOption[];
}

export function SettingsPanel({ settings, stored, loadFailed, services }: SettingsPanelProps) {
  const { t } = useTranslation('appointments');
  const [error, setError] = useState<string | null>(null);
  const defaultValues = useMemo(() => toFormValues(settings, services), [settings, services]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<SettingsFormValues, unknown, BookingSettings>({
    resolver: useMemo(() => settingsResolver(t), [t]),
    defaultValues,
  });

  const save = useSaveBookingSettings();
  const saveSettings = (values: BookingSettings) =>
    save.mutate(values, {
      onSuccess: () => {
        setError(null);
        reset(toFormValues(values, services));
        toast.success(t('settings.saved'));
      },
      onError: (failure) => setError(writeErrorMessage(failure)),
    });

  return (
    <form
      className="appt-settings"
      aria-labelledby="settings-title"
      noValidate
      onSubmit={handleSubmit(saveSettings)}
    >
      <h2 id="settings-title" className="appt-section-title">
        {t('settings.title')}
      </h2>
      {loadFailed ? (
        <p className="text-error" role="alert">
          {t('settings.loadFailed')}
        </p>
      ) : (
        !stored && <p className="text-muted">{t('settings.notStored')}</p>
      )}

      <fieldset className="panel appt-card">
        <legend>{t('settings.openingHours')}</legend>
        <TextInput
          label={t('settings.timezone')}
          helperText={t('settings.timezoneHelp')}
          error={errors.timezone?.message}
          {...register('timezone')}
        />
        {WEEK_ORDER.map((day) => (
          <WeekdayPeriods
            key={day}
            day={day}
            control={control}
            register={register}
            errors={errors}
          />
        ))}
      </fieldset>

      <Holidays control={control} errors={errors} />

      <fieldset className="panel appt-card">
        <legend>{t('settings.desks')}</legend>
        <WholeNumberInput
          label={t('settings.defaultDesks')}
          min={0}
          max={50}
          helperText={t('settings.defaultDesksHelp')}
          error={errors.defaultDesks?.message}
          {...register('defaultDesks')}
        />
        <DeskRows control={control} register={register} errors={errors} />
      </fieldset>

      <fieldset className="panel appt-card">
        <legend>{t('settings.bookingWindowLegend')}</legend>
        <WholeNumberInput
          label={t('settings.bookingWindow')}
          min={1}
          max={365}
          error={errors.bookingWindowDays?.message}
          {...register('bookingWindowDays')}
        />
      </fieldset>

      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
      <div className="action-row">
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!isDirty}
          onClick={() => reset(defaultValues)}
        >
          {t('settings.discard')}
        </Button>
      </div>
    </form>
  );
}

interface SectionProps {
  control: Control<SettingsFormValues, unknown, BookingSettings>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}

function WeekdayPeriods({ day, control, register, errors }: SectionProps & { day: Weekday }) {
  const { t } = useTranslation('appointments');
  const { fields, append, remove } = useFieldArray({ control, name: `openingHours.${day}` });
  const label = t(`settings.weekdays.${day}`);
  return (
    <div className="appt-weekday" role="group" aria-label={label}>
      <h3 className="appt-weekday__title">{label}</h3>
      {fields.length === 0 && <p className="text-muted">{t('settings.closed')}</p>}
      {fields.map((field, index) => {
        const periodErrors = errors.openingHours?.[day]?.[index];
        return (
          <div key={field.id} className="appt-period">
            <TextInput
              label={t('settings.periodOpens', { day: label, number: index + 1 })}
              type="time"
              error={periodErrors?.open?.message}
              {...register(`openingHours.${day}.${index}.open`)}
            />
            <TextInput
              label={t('settings.periodCloses', { day: label, number: index + 1 })}
              type="time"
              error={periodErrors?.close?.message}
              {...register(`openingHours.${day}.${index}.close`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('settings.removePeriod', { day: label, number: index + 1 })}
              onClick={() => remove(index)}
            >
              {t('remove')}
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t('settings.addPeriodLabel', { day: label })}
        onClick={() => append({ open: '09:00', close: '17:00' })}
      >
        {t('settings.addPeriod')}
      </Button>
    </div>
  );
}

function Holidays({ control, errors }: Omit<SectionProps, 'register'>) {
  const { t } = useTranslation('appointments');
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'holidays' });
  const [date, setDate] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const add = () => {
    if (!isIsoDate(date)) return setAddError(t('settings.chooseHolidayDate'));
    if (fields.some((field) => field.date === date))
      return setAddError(t('settings.holidayExists'));
    setAddError(null);
    append({ date });
    setDate('');
  };

  return (
    <fieldset className="panel appt-card">
      <legend>{t('settings.holidays')}</legend>
      {fields.length === 0 ? (
        <p className="text-muted">{t('settings.noHolidays')}</p>
      ) : (
        <ul className="appt-holidays">
          {fields.map((field, index) => (
            <li key={field.id}>
              <span>{formatDay(field.date)}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('settings.removeHoliday', { date: field.date })}
                onClick={() => remove(index)}
              >
                {t('remove')}
              </Button>
              {errors.holidays?.[index]?.date && (
                <span className="field__error" role="alert">
                  {errors.holidays[index]?.date?.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="appt-period">
        <TextInput
          id={`${id}-holiday`}
          label={t('settings.holidayDate')}
          type="date"
          value={date}
          error={addError ?? undefined}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t('settings.addHoliday')}
        </Button>
      </div>
    </fieldset>
  );
}

function DeskRows({ control, register, errors }: SectionProps) {
  const { t } = useTranslation('appointments');
  const { fields } = useFieldArray({ control, name: 'desks' });
  if (fields.length === 0) return null;
  return (
    <div className="field-grid">
      {fields.map((field, index) => (
        <WholeNumberInput
          key={field.id}
          label={t('settings.desksFor', { service: field.label })}
          min={0}
          max={50}
          placeholder={t('settings.desksPlaceholder')}
          helperText={t('settings.desksHelp')}
          error={errors.desks?.[index]?.desks?.message}
          {...register(`desks.${index}.desks`)}
        />
      ))}
    </div>
  );
}

/** A field for a whole number: a number input that brings up the numeric keypad on phones. */
function WholeNumberInput(props: ComponentProps<typeof TextInput>) {
  return <TextInput type="number" inputMode="numeric" {...props} />;
}
