/** The centre's details live in the domain package (the emails print them too). */
export {
  BANK_DESK_HOURS,
  CENTRE,
  OPENING_HOURS,
  formatTimeOfDay,
  type OpeningHoursRow,
} from '@centre/domain/centre';
