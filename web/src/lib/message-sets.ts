import {
  APPLICANT_MESSAGES,
  APPLICATION_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
} from '@centre/domain/applications';
import {
  BOOKING_EXTRA_MESSAGES,
  BOOKING_FIELD_MESSAGES,
  BOOKING_INPUT_MESSAGES,
  BOOKING_MESSAGES,
} from '@centre/domain/bookings';
import { BANK_MESSAGES } from '@centre/domain/bank';
import { CALLABLE_ERROR_MESSAGES } from '@centre/domain/callable-errors';
import { CONTACT_INBOX_MESSAGES } from '@centre/domain/contact';
import { ID_MESSAGES } from '@centre/domain/ids';
import { JOB_MESSAGES } from '@centre/domain/jobs';
import { LICENCE_RENEWAL_MESSAGES } from '@centre/domain/licence-renewals';
import { MAIL_MESSAGES } from '@centre/domain/mail';
import { MANAGE_APPOINTMENT_MESSAGES } from '@centre/domain/manage-appointment';
import { MESSAGES } from '@centre/domain/messages';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { RECORD_LINK_MESSAGES } from '@centre/domain/record-links';
import { REFERENCE_MESSAGES } from '@centre/domain/references';
import { REPORT_MESSAGES, REPORT_RANGE_MESSAGES } from '@centre/domain/reports';
import { TASK_MESSAGES } from '@centre/domain/tasks';
import { STAFF_MESSAGES } from '@centre/domain/staff-messages';
import { TEXT_MESSAGES } from '@centre/domain/text';
import { UPLOAD_GRANT_MESSAGES } from '@centre/domain/upload-grants';
import { ACCESS_MESSAGES, USER_MESSAGES } from '@centre/domain/users';
import { VISIT_MESSAGES } from '@centre/domain/visits';
import { WEB_MESSAGE_SETS } from './error-messages';

/**
 * The registry of the `messages` namespace: every message map of the domain and of the web, by
 * the name of its group in locales/<language>/messages.json. The English file holds each message
 * exactly as written here (locales/domain-words.test.ts); lib/messages.ts reads that file, not
 * these maps, so that a page showing a message does not download every domain module (and zod)
 * with it. A new message set goes here and into both files.
 */

export type Message = string | ((...values: never[]) => string);
export type MessageSet = Readonly<Record<string, Message>>;

/** The domain's message maps by their names. */
export const DOMAIN_MESSAGE_SETS = {
  MESSAGES,
  USER_MESSAGES,
  ACCESS_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_FIELD_MESSAGES,
  BOOKING_INPUT_MESSAGES,
  BOOKING_EXTRA_MESSAGES,
  RATE_LIMIT_MESSAGES,
  TEXT_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
  APPLICANT_MESSAGES,
  APPLICATION_MESSAGES,
  REFERENCE_MESSAGES,
  ID_MESSAGES,
  MANAGE_APPOINTMENT_MESSAGES,
  CALLABLE_ERROR_MESSAGES,
  UPLOAD_GRANT_MESSAGES,
  VISIT_MESSAGES,
  TASK_MESSAGES,
  RECORD_LINK_MESSAGES,
  JOB_MESSAGES,
  STAFF_MESSAGES,
  LICENCE_RENEWAL_MESSAGES,
  CONTACT_INBOX_MESSAGES,
  BANK_MESSAGES,
  REPORT_RANGE_MESSAGES,
  REPORT_MESSAGES,
  MAIL_MESSAGES,
} as const;

/** Every set the `messages` namespace holds: the domain's, then the web's (lib/error-messages). */
export const MESSAGE_SETS: Readonly<Record<string, MessageSet>> = {
  ...DOMAIN_MESSAGE_SETS,
  ...WEB_MESSAGE_SETS,
};

/** The parameter names of the messages that are functions, in order (`{{name}}` in the files). */
export const MESSAGE_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  'TEXT_MESSAGES.tooLong': ['max'],
  'ACCESS_MESSAGES.permissionRequired': ['permission'],
  'USER_ERRORS.statusUpdateFailed': ['reason'],
  'USER_ERRORS.departmentUpdateFailed': ['reason'],
  'USER_ERRORS.roleUpdateFailed': ['reason'],
  'USER_ERRORS.createFailed': ['reason'],
};

/** A message's English text; a function's with `{{name}}` for each parameter. */
export function englishMessage(message: Message, key: string): string {
  if (typeof message === 'string') return message;
  const names = MESSAGE_PARAMETERS[key] ?? [];
  return (message as (...values: string[]) => string)(...names.map((name) => `{{${name}}}`));
}
