import type { TFunction } from 'i18next';
import {
  bookingSettingsInputSchema,
  WEEKDAYS,
  type BookingSettings,
  type Weekday,
} from '@centre/domain/bookings';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';

/**
 * The settings as the form edits them: lists of objects (react-hook-form's field arrays need
 * objects) and numbers as text (an empty desks box means "use the default").
 */
export interface SettingsFormValues {
  timezone: string;
  openingHours: Record<Weekday, { open: string; close: string }[]>;
  holidays: { date: string }[];
  desks: { serviceId: string; label: string; desks: string }[];
  defaultDesks: string;
  bookingWindowDays: string;
}

export function toFormValues(
  settings: BookingSettings,
  services: readonly { id: string; name: string }[],
): SettingsFormValues {
  const known = new Set(services.map((service) => service.id));
  const rows = [
    ...services.map((service) => ({ serviceId: service.id, label: service.name })),
    // A service no longer in the catalogue keeps its row, so saving does not silently drop it.
    ...Object.keys(settings.desks)
      .filter((serviceId) => !known.has(serviceId))
      .map((serviceId) => ({ serviceId, label: serviceId })),
  ];
  return {
    timezone: settings.timezone,
    openingHours: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        (settings.openingHours[day] ?? []).map((period) => ({ ...period })),
      ]),
    ) as SettingsFormValues['openingHours'],
    holidays: [...settings.holidays].sort().map((date) => ({ date })),
    desks: rows.map((row) => ({
      ...row,
      desks:
        settings.desks[row.serviceId] === undefined ? '' : String(settings.desks[row.serviceId]),
    })),
    defaultDesks: String(settings.defaultDesks),
    bookingWindowDays: String(settings.bookingWindowDays),
  };
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The document the form stands for, before validation. */
export function toSettingsCandidate(values: SettingsFormValues): unknown {
  return {
    timezone: values.timezone.trim(),
    openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, values.openingHours[day] ?? []])),
    holidays: [...new Set(values.holidays.map((holiday) => holiday.date))].sort(),
    desks: Object.fromEntries(
      values.desks
        .filter((row) => row.desks.trim() !== '')
        .map((row) => [row.serviceId, toNumber(row.desks)]),
    ),
    defaultDesks: toNumber(values.defaultDesks),
    bookingWindowDays: toNumber(values.bookingWindowDays),
  };
}

/**
 * Validates with the domain's bookingSettingsInputSchema (an unknown zone included) and puts
 * each error next to its field: the schema's paths are mapped back onto the form's shape.
 */
export function settingsErrors(
  values: SettingsFormValues,
  t: TFunction<'appointments'>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= { type: 'validate', message };
  };
  const parsed = bookingSettingsInputSchema.safeParse(toSettingsCandidate(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, key, index, part] = issue.path;
      switch (field) {
        case 'openingHours': {
          const prefix = `openingHours.${String(key)}.${String(index)}`;
          // The open < close refinement reports on the period itself: show it by the closing
          // time, unless one of the times is already wrong (then the comparison means nothing).
          if (part === undefined && (errors[`${prefix}.open`] || errors[`${prefix}.close`])) break;
          add(`${prefix}.${String(part ?? 'close')}`, issue.message);
          break;
        }
        case 'holidays':
          add(`holidays.${String(key)}.date`, t('validation.holiday'));
          break;
        case 'desks': {
          const row = values.desks.findIndex((desk) => desk.serviceId === key);
          add(`desks.${row}.desks`, t('validation.desks'));
          break;
        }
        case 'defaultDesks':
          add('defaultDesks', t('validation.desks'));
          break;
        case 'bookingWindowDays':
          add('bookingWindowDays', t('validation.bookingWindow'));
          break;
        case 'timezone':
          add(
            'timezone',
            issue.code === 'custom' && issue.params?.unknownTimeZone
              ? t('validation.unknownTimezone')
              : t('validation.timezone'),
          );
          break;
        default:
          add('root', issue.message);
      }
    }
  }
  for (const day of WEEKDAYS) {
    const periods = [...(values.openingHours[day] ?? [])]
      .map((period, index) => ({ ...period, index }))
      .sort((a, b) => a.open.localeCompare(b.open));
    periods.slice(1).forEach((period, position) => {
      const previous = periods[position];
      if (previous && period.open < previous.close) {
        add(`openingHours.${day}.${period.index}.open`, t('validation.overlap'));
      }
    });
  }
  return errors;
}

/** The form's resolver, its messages in the UI language (`t` of the appointments namespace). */
export const settingsResolver =
  (t: TFunction<'appointments'>): Resolver<SettingsFormValues, unknown, BookingSettings> =>
  async (values, _context, options) => {
    const errors = settingsErrors(values, t);
    if (Object.keys(errors).length > 0)
      return { values: {}, errors: toNestErrors(errors, options) };
    return { values: bookingSettingsInputSchema.parse(toSettingsCandidate(values)), errors: {} };
  };
