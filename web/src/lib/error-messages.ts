import { CALLABLE_ERROR_MESSAGES } from '@centre/domain/callable-errors';
import { MIN_PASSWORD_LENGTH } from '@centre/domain/users';

/**
 * The web's own words for failures, in English: one definition of each, shared by the features'
 * error-description helpers. Each set is a group of the `messages` namespace
 * (`messages:<SET>.<key>`); lib/messages.ts shows them in the current language. A message with
 * parameters is a function (its parameter names: MESSAGE_PARAMETERS in lib/message-sets.ts).
 */

/** Failures every feature may meet. */
export const ERROR_MESSAGES = {
  unknownError: 'Unknown error',
  unavailable: CALLABLE_ERROR_MESSAGES.unavailable,
  changeNotSaved: 'The change could not be saved. Please try again.',
} as const;

/** Staff user administration (docs/product.md §8 "User update failures", word for word). */
export const USER_ERRORS = {
  updateDenied:
    'You do not have permission to update this user. Please contact your administrator.',
  notFound: 'User not found. The user may have been deleted.',
  unavailable: CALLABLE_ERROR_MESSAGES.unavailable,
  statusUpdateFailed: (reason: string) => `Failed to update user status: ${reason}`,
  departmentUpdateFailed: (reason: string) => `Failed to update user department: ${reason}`,
  roleUpdateFailed: (reason: string) => `Failed to update user role: ${reason}`,
  createDenied: 'You do not have permission to create users. Please contact your administrator.',
  emailTaken: 'An account with this email already exists.',
  createFailed: (reason: string) => `Failed to create user: ${reason}`,
} as const;

/** Changing one's own password (Firebase Auth codes). */
export const PASSWORD_CHANGE_ERRORS = {
  wrongCurrentPassword: 'Current password is incorrect.',
  weakPassword: `The new password is too weak. Use at least ${MIN_PASSWORD_LENGTH} characters and avoid common words.`,
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  recentLogin: 'For your security, please sign out, sign in again and then change your password.',
  network: 'Could not reach the server. Check your connection and try again.',
  generic: 'Your password could not be changed. Please try again.',
} as const;

/** The appointments back office. */
export const APPOINTMENT_ERRORS = {
  changeDenied: 'You do not have permission to change this appointment.',
  readDenied: 'You do not have permission to view appointments.',
  notFound: 'This appointment was not found. It may have been removed.',
  unavailable: CALLABLE_ERROR_MESSAGES.unavailable,
  saveDenied: 'You do not have permission to make this change.',
  changeNotAllowed: 'This change is not allowed any more.',
  recordNotFound: 'This record was not found. It may have been removed.',
} as const;

/** The applications back office. */
export const APPLICATION_ERRORS = {
  readDenied:
    'You do not have permission to view applications. Please contact your administrator if you need access.',
  updateDenied: 'You do not have permission to change this application.',
  notFound: 'This application was not found. It may have been removed.',
  unavailable: CALLABLE_ERROR_MESSAGES.unavailable,
  conflict: 'This application was changed by someone else. The page now shows the latest version.',
  documentNotFound:
    'This file cannot be opened: it was not found in storage. It may not have finished uploading.',
  documentDenied: 'This file cannot be opened: you do not have permission to read it.',
  documentStoreDown:
    'This file cannot be opened right now: the file store is not responding. Please try again later.',
  documentFailed: 'This file cannot be opened right now. Please try again.',
} as const;

/** The public's appointment and exam-seat booking. */
export const BOOKING_ERRORS = {
  genericFailure:
    'We could not reach the centre just now. Check your connection and try again. Nothing you typed has been lost.',
  detailsRefused: 'Some details were not accepted. Check them and try again.',
  seatFailed: 'We could not book the seat just now. Check your connection and try again.',
  seatInvalid: 'Check the reference, date of birth and session, then try again.',
} as const;

/** Every set above by its name in the `messages` namespace. */
/**
 * The staff's bank client forms (new client, edit details): the domain's checks, worded about
 * the client rather than to them (BANK_MESSAGES speaks to the visitor of the public form).
 */
export const BANK_CLIENT_FORM_MESSAGES = {
  name: "Enter the client's full name",
  country: "Enter the client's country of residence",
} as const;

export const WEB_MESSAGE_SETS = {
  ERROR_MESSAGES,
  USER_ERRORS,
  PASSWORD_CHANGE_ERRORS,
  APPOINTMENT_ERRORS,
  APPLICATION_ERRORS,
  BOOKING_ERRORS,
  BANK_CLIENT_FORM_MESSAGES,
} as const;
