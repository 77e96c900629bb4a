import { WEEKDAYS, type BookingSettings, type Weekday } from '@centre/domain/bookings';
import { useId, useMemo, useState } from 'react';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/text-input';
import type { ServiceOption } from '../../../data/services/converter';
import { useSaveBookingSettings } from '../api/save-booking-settings';
import { formatDay, isIsoDate } from '../utils/dates';
import { writeErrorMessage } from '../utils/error-message';
import { settingsResolver, toFormValues, type SettingsFormValues } from '../utils/settings-form';

const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
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
  const [error, setError] = useState<string | null>(null);
  const defaultValues = useMemo(() => toFormValues(settings, services), [settings, services]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<SettingsFormValues, unknown, BookingSettings>({
    resolver: settingsResolver,
    defaultValues,
  });

  const save = useSaveBookingSettings();
  const saveSettings = (values: BookingSettings) =>
    save.mutate(values, {
      onSuccess: () => {
        setError(null);
        reset(toFormValues(values, services));
        toast.success('Booking settings saved.');
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
        Booking settings
      </h2>
      {loadFailed ? (
        <p className="text-error" role="alert">
          The saved settings could not be loaded; the defaults are shown. Saving replaces them.
        </p>
      ) : (
        !stored && <p className="text-muted">No settings saved yet: the defaults are shown.</p>
      )}

      <fieldset className="panel appt-card">
        <legend>Opening hours</legend>
        <TextInput
          label="Time zone"
          helperText="The zone the opening hours are in, for example America/Edmonton"
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
        <legend>Desks (places per slot)</legend>
        <TextInput
          label="Default desks"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          helperText="For every service without its own number"
          error={errors.defaultDesks?.message}
          {...register('defaultDesks')}
        />
        <DeskRows control={control} register={register} errors={errors} />
      </fieldset>

      <fieldset className="panel appt-card">
        <legend>Booking window</legend>
        <TextInput
          label="Days ahead the public may book"
          type="number"
          inputMode="numeric"
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
          Save settings
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!isDirty}
          onClick={() => reset(defaultValues)}
        >
          Discard changes
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
  const { fields, append, remove } = useFieldArray({ control, name: `openingHours.${day}` });
  const label = WEEKDAY_LABELS[day];
  return (
    <div className="appt-weekday" role="group" aria-label={label}>
      <h3 className="appt-weekday__title">{label}</h3>
      {fields.length === 0 && <p className="text-muted">Closed</p>}
      {fields.map((field, index) => {
        const periodErrors = errors.openingHours?.[day]?.[index];
        return (
          <div key={field.id} className="appt-period">
            <TextInput
              label={`${label} period ${index + 1} opens`}
              type="time"
              error={periodErrors?.open?.message}
              {...register(`openingHours.${day}.${index}.open`)}
            />
            <TextInput
              label={`${label} period ${index + 1} closes`}
              type="time"
              error={periodErrors?.close?.message}
              {...register(`openingHours.${day}.${index}.close`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove ${label} period ${index + 1}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Add opening period on ${label}`}
        onClick={() => append({ open: '09:00', close: '17:00' })}
      >
        Add period
      </Button>
    </div>
  );
}

function Holidays({ control, errors }: Omit<SectionProps, 'register'>) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'holidays' });
  const [date, setDate] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const add = () => {
    if (!isIsoDate(date)) return setAddError('Choose a date to add');
    if (fields.some((field) => field.date === date))
      return setAddError('This date is already a holiday');
    setAddError(null);
    append({ date });
    setDate('');
  };

  return (
    <fieldset className="panel appt-card">
      <legend>Holidays (closed days)</legend>
      {fields.length === 0 ? (
        <p className="text-muted">No holidays.</p>
      ) : (
        <ul className="appt-holidays">
          {fields.map((field, index) => (
            <li key={field.id}>
              <span>{formatDay(field.date)}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove holiday ${field.date}`}
                onClick={() => remove(index)}
              >
                Remove
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
          label="Holiday date"
          type="date"
          value={date}
          error={addError ?? undefined}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add holiday
        </Button>
      </div>
    </fieldset>
  );
}

function DeskRows({ control, register, errors }: SectionProps) {
  const { fields } = useFieldArray({ control, name: 'desks' });
  if (fields.length === 0) return null;
  return (
    <div className="field-grid">
      {fields.map((field, index) => (
        <TextInput
          key={field.id}
          label={`Desks for ${field.label}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          placeholder="Default"
          helperText="Leave empty to use the default"
          error={errors.desks?.[index]?.desks?.message}
          {...register(`desks.${index}.desks`)}
        />
      ))}
    </div>
  );
}
