import { useState } from 'react';
import type { ChosenSlot } from '../components/slot-chooser';

export interface SlotChoice {
  selectedDate: string | null;
  slot: ChosenSlot | null;
  chooseDate: (date: string) => void;
  chooseSlot: (slot: ChosenSlot | null) => void;
  /** no day and no time, as when the service changes */
  clear: () => void;
}

/**
 * The day and time a SlotChooser shows as chosen. Choosing another day drops the time chosen on
 * the old one; `onSlotChange` hears every change of the time (the booking form mirrors it).
 */
export function useSlotChoice(onSlotChange?: (slot: ChosenSlot | null) => void): SlotChoice {
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const chooseSlot = (next: ChosenSlot | null) => {
    setSlot(next);
    onSlotChange?.(next);
  };
  return {
    selectedDate,
    slot,
    chooseSlot,
    chooseDate: (date) => {
      setSelectedDate(date);
      if (slot?.date !== date) chooseSlot(null);
    },
    clear: () => {
      setSelectedDate(null);
      chooseSlot(null);
    },
  };
}
