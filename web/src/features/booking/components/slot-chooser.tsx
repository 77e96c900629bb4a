import type { BookingSettings, DayAvailability, SlotAvailability } from '@centre/domain/bookings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useAvailability } from '../hooks/use-booking-queries';
import type { SlotChoice } from '../hooks/use-slot-choice';
import { addDaysTo, formatLongDate, formatShortDate } from '../lib/format';
import { LoadFailedNotice } from '../../../components/load-failed-notice';

/** Days shown at once: two weeks fit a phone screen as a grid of buttons. */
export const DAYS_PER_PAGE = 14;

export interface ChosenSlot {
  date: string;
  start: string;
  end: string;
}

interface SlotChooserProps {
  serviceId: string;
  /** the window's length only decides how many pages there are; the server counts the days */
  settings: Pick<BookingSettings, 'bookingWindowDays'>;
  choice: SlotChoice;
  /** after a time is chosen (not when choosing a day drops one) */
  onChosen?: (slot: ChosenSlot) => void;
  /** numbers the legends when the chooser is a step of a longer form */
  stepLabel?: { day: string; time: string };
}

type DayStatus =
  | { kind: 'closed' | 'noTimesLeft' | 'full'; available: false }
  | { kind: 'free'; free: number; available: true };

function dayStatus(day: DayAvailability): DayStatus {
  if (day.closed) return { kind: 'closed', available: false };
  if (day.slots.length === 0) return { kind: 'noTimesLeft', available: false };
  const free = day.slots.filter((slot) => !slot.full).length;
  if (free === 0) return { kind: 'full', available: false };
  return { kind: 'free', free, available: true };
}

/** Day buttons (two weeks at a time, within the booking window), then that day's slots. */
export function SlotChooser({
  serviceId,
  settings,
  choice,
  onChosen,
  stepLabel,
}: SlotChooserProps) {
  const { t } = useTranslation('booking');
  const legends = stepLabel ?? { day: t('slots.chooseDay'), time: t('slots.chooseTime') };
  const statusLabel = (status: DayStatus) => {
    switch (status.kind) {
      case 'closed':
        return t('slots.closed');
      case 'noTimesLeft':
        return t('slots.noTimesLeft');
      case 'full':
        return t('slots.full');
      case 'free':
        return t('slots.timesFree', { count: status.free });
    }
  };
  // The first page starts at the centre's today as the server counts it (null: not asked yet);
  // later pages count on from that day, which the first page's answer gave.
  const [pages, setPages] = useState<{ index: number; firstDay: string | null }>({
    index: 0,
    firstDay: null,
  });
  const page = pages.index;
  const from = pages.firstDay === null ? null : addDaysTo(pages.firstDay, page * DAYS_PER_PAGE);
  // The window counts from today: today + bookingWindowDays is the last bookable day, where the
  // server's answer stops.
  const totalDays = settings.bookingWindowDays + 1;
  const pageCount = Math.max(1, Math.ceil(totalDays / DAYS_PER_PAGE));
  const availability = useAvailability(serviceId, from, DAYS_PER_PAGE);
  const firstDay = pages.firstDay ?? availability.data?.[0]?.date ?? null;
  const goToPage = (index: number) => setPages({ index, firstDay: index === 0 ? null : firstDay });

  const { selectedDate } = choice;
  const chosenDay = availability.data?.find((day) => day.date === selectedDate) ?? null;

  return (
    <div className="slot-chooser">
      <fieldset className="booking-fieldset">
        <legend className="booking-legend">{legends.day}</legend>
        {availability.isPending ? (
          <Spinner label={t('slots.loading')} />
        ) : availability.isError ? (
          <LoadFailedNotice
            message={t('slots.loadFailed')}
            retryLabel={t('tryAgain')}
            retrying={availability.isRefetching}
            onRetry={() => void availability.refetch()}
          />
        ) : (
          <ul className="day-grid">
            {availability.data.map((day) => {
              const status = dayStatus(day);
              const { weekday, day: dayOfMonth } = formatShortDate(day.date);
              return (
                <li key={day.date}>
                  <button
                    type="button"
                    className="day-button"
                    aria-pressed={day.date === selectedDate}
                    disabled={!status.available}
                    onClick={() => choice.chooseDate(day.date)}
                  >
                    <span className="day-button__weekday">{weekday}</span>{' '}
                    <span className="day-button__date">{dayOfMonth}</span>{' '}
                    <span className="day-button__status">{statusLabel(status)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="slot-chooser__pages">
          {page > 0 && (
            <Button variant="ghost" size="sm" onClick={() => goToPage(page - 1)}>
              {t('slots.earlier')}
            </Button>
          )}
          {page < pageCount - 1 && firstDay !== null && (
            <Button variant="outline" size="sm" onClick={() => goToPage(page + 1)}>
              {t('slots.later')}
            </Button>
          )}
        </div>
      </fieldset>

      {chosenDay && (
        <fieldset className="booking-fieldset">
          <legend className="booking-legend">
            {legends.time}
            <span className="booking-legend__detail">{formatLongDate(chosenDay.date)}</span>
          </legend>
          <SlotButtons
            day={chosenDay}
            selected={choice.slot}
            onSelect={(slot) => {
              const next = { date: chosenDay.date, start: slot.start, end: slot.end };
              choice.chooseSlot(next);
              onChosen?.(next);
            }}
          />
        </fieldset>
      )}
    </div>
  );
}

function SlotButtons({
  day,
  selected,
  onSelect,
}: {
  day: DayAvailability;
  selected: ChosenSlot | null;
  onSelect: (slot: SlotAvailability) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <ul className="slot-grid">
      {day.slots.map((slot) => {
        const isSelected = selected?.date === day.date && selected.start === slot.start;
        return (
          <li key={slot.start}>
            <button
              type="button"
              className="slot-button"
              aria-pressed={isSelected}
              disabled={slot.full}
              onClick={() => onSelect(slot)}
            >
              {slot.full ? (
                <>
                  {`${slot.start} `}
                  <span className="slot-button__full">{t('slots.full')}</span>
                </>
              ) : (
                slot.start
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
