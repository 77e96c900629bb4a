// Every id field of a callable input: a missing, empty, blank or non-text id of the record worked
// on is refused with zod's own issue (the callables' parseInput words it "<field> is required" /
// "<field> must be text"), never with the record's "not found" or "not valid" message; a malformed
// id that is there still gets the record's message; an id that may be left out (or null for
// "nobody") still may. An id picked in a form (chosen: a colleague, a service, a recipient) gets
// the form's prompt ("Choose a colleague") for every wrong value, missing and empty included, as
// the web forms show it next to the field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  addApplicationNoteInput,
  applicationReceiptInput,
  assignApplicationInput,
  setApplicationPriorityInput,
  updateApplicationStatusInput,
} from './applications';
import {
  BANK_MESSAGES,
  addBankClientNoteInput,
  addBankRequestNoteInput,
  assignBankClientInput,
  assignBankRequestInput,
  changeBankClientStatusInput,
  changeBankRequestStatusInput,
  convertBankRequestInput,
  recordBankClientDocumentInput,
  reviewBankClientDocumentInput,
  submitBankRequestInput,
  updateBankClientInput,
} from './bank';
import {
  BOOKING_INPUT_MESSAGES,
  availabilityInput,
  bookAppointmentInput,
  bookExamSeatInput,
  cancelAppointmentInput,
  cancelExamBookingInput,
  rescheduleAppointmentInput,
  setAppointmentStatusInput,
} from './bookings';
import { CONTACT_INBOX_MESSAGES, setContactMessageStatusInput } from './contact';
import { JOB_MESSAGES, changeJobStatusInput, saveJobInput } from './jobs';
import {
  LICENCE_RENEWAL_MESSAGES,
  addLicenceRenewalNoteInput,
  assignLicenceRenewalInput,
  changeLicenceRenewalStatusInput,
} from './licence-renewals';
import { MANAGE_APPOINTMENT_MESSAGES, getAppointmentForManageInput } from './manage-appointment';
import { RECORD_LINK_MESSAGES } from './record-links';
import { STAFF_MESSAGES, sendStaffMessageInput } from './staff-messages';
import { TASK_MESSAGES, createTaskInput, reassignTaskInput, updateTaskStatusInput } from './tasks';
import { UPLOAD_GRANT_MESSAGES, uploadGrantInput } from './upload-grants';
import {
  VISIT_MESSAGES,
  assignVisitInput,
  checkInVisitorInput,
  closeDeskInput,
  openDeskInput,
  saveVisitorInput,
  transferVisitInput,
  updateVisitInput,
} from './visits';

type Path = readonly (string | number)[];

interface IdField {
  name: string;
  schema: z.ZodType;
  /** Where the id goes (`about.id`, `serviceIds.0`). */
  path: Path;
  /** The message of a malformed id that is there. */
  message: string;
  /** Left out (optional) or null (nobody) is accepted. */
  absent?: 'optional' | 'nullable';
  /** A UUID, not any document id (the "malformed" example differs). */
  uuid?: boolean;
  /** Picked in a form (chosenIdSchema): every wrong value is the form's prompt, `message`. */
  chosen?: boolean;
}

const ID_FIELDS: IdField[] = [
  // visits
  {
    name: 'saveVisitor',
    schema: saveVisitorInput,
    path: ['visitorId'],
    message: VISIT_MESSAGES.visitor,
    chosen: true,
    absent: 'optional',
  },
  {
    name: 'saveVisitor',
    schema: saveVisitorInput,
    path: ['requestId'],
    message: 'Invalid UUID',
    uuid: true,
  },
  {
    name: 'checkInVisitor',
    schema: checkInVisitorInput,
    path: ['requestId'],
    message: 'Invalid UUID',
    uuid: true,
  },
  {
    name: 'checkInVisitor',
    schema: checkInVisitorInput,
    path: ['visitorId'],
    message: VISIT_MESSAGES.visitor,
    chosen: true,
    absent: 'optional',
  },
  {
    name: 'checkInVisitor',
    schema: checkInVisitorInput,
    path: ['serviceId'],
    message: VISIT_MESSAGES.service,
    chosen: true,
    absent: 'optional',
  },
  {
    name: 'checkInVisitor',
    schema: checkInVisitorInput,
    path: ['appointmentId'],
    message: VISIT_MESSAGES.appointmentNotFound,
    absent: 'optional',
  },
  {
    name: 'openDesk',
    schema: openDeskInput,
    path: ['serviceIds', 0],
    message: VISIT_MESSAGES.deskServices,
    chosen: true,
  },
  {
    name: 'closeDesk',
    schema: closeDeskInput,
    path: ['uid'],
    message: VISIT_MESSAGES.assigneeNotFound,
    absent: 'optional',
  },
  {
    name: 'updateVisit',
    schema: updateVisitInput,
    path: ['visitId'],
    message: VISIT_MESSAGES.visitNotFound,
  },
  {
    name: 'transferVisit',
    schema: transferVisitInput,
    path: ['visitId'],
    message: VISIT_MESSAGES.visitNotFound,
  },
  {
    name: 'transferVisit',
    schema: transferVisitInput,
    path: ['serviceId'],
    message: VISIT_MESSAGES.service,
    chosen: true,
  },
  {
    name: 'assignVisit',
    schema: assignVisitInput,
    path: ['visitId'],
    message: VISIT_MESSAGES.visitNotFound,
  },
  {
    name: 'assignVisit',
    schema: assignVisitInput,
    path: ['assigneeId'],
    message: VISIT_MESSAGES.assignee,
    chosen: true,
  },
  // applications
  {
    name: 'getApplicationReceipt',
    schema: applicationReceiptInput,
    path: ['applicationId'],
    message: APPLICATION_MESSAGES.applicationIdInvalid,
    uuid: true,
  },
  {
    name: 'requestUploadGrant',
    schema: uploadGrantInput,
    path: ['applicationId'],
    message: UPLOAD_GRANT_MESSAGES.applicationIdInvalid,
    uuid: true,
  },
  {
    name: 'addApplicationNote',
    schema: addApplicationNoteInput,
    path: ['applicationId'],
    message: APPLICATION_MESSAGES.applicationIdInvalid,
  },
  {
    name: 'updateApplicationStatus',
    schema: updateApplicationStatusInput,
    path: ['applicationId'],
    message: APPLICATION_MESSAGES.applicationIdInvalid,
  },
  {
    name: 'assignApplication',
    schema: assignApplicationInput,
    path: ['applicationId'],
    message: APPLICATION_MESSAGES.applicationIdInvalid,
  },
  {
    name: 'assignApplication',
    schema: assignApplicationInput,
    path: ['assignedTo'],
    message: APPLICATION_MESSAGES.assigneeInvalid,
    chosen: true,
    absent: 'nullable',
  },
  {
    name: 'setApplicationPriority',
    schema: setApplicationPriorityInput,
    path: ['applicationId'],
    message: APPLICATION_MESSAGES.applicationIdInvalid,
  },
  // appointments and bookings
  {
    name: 'bookAppointment',
    schema: bookAppointmentInput,
    path: ['serviceId'],
    message: BOOKING_INPUT_MESSAGES.serviceIdInvalid,
  },
  {
    name: 'getBookingAvailability',
    schema: availabilityInput,
    path: ['serviceId'],
    message: BOOKING_INPUT_MESSAGES.serviceIdInvalid,
  },
  {
    name: 'rescheduleAppointment',
    schema: rescheduleAppointmentInput,
    path: ['appointmentId'],
    message: BOOKING_INPUT_MESSAGES.appointmentIdInvalid,
  },
  {
    name: 'cancelAppointment',
    schema: cancelAppointmentInput,
    path: ['appointmentId'],
    message: BOOKING_INPUT_MESSAGES.appointmentIdInvalid,
  },
  {
    name: 'setAppointmentStatus',
    schema: setAppointmentStatusInput,
    path: ['appointmentId'],
    message: BOOKING_INPUT_MESSAGES.appointmentIdInvalid,
  },
  {
    name: 'getAppointmentForManage',
    schema: getAppointmentForManageInput,
    path: ['appointmentId'],
    message: MANAGE_APPOINTMENT_MESSAGES.appointmentIdInvalid,
  },
  {
    name: 'bookExamSeat',
    schema: bookExamSeatInput,
    path: ['sessionId'],
    message: BOOKING_INPUT_MESSAGES.sessionIdInvalid,
  },
  {
    name: 'cancelExamBooking',
    schema: cancelExamBookingInput,
    path: ['bookingId'],
    message: BOOKING_INPUT_MESSAGES.examBookingIdInvalid,
  },
  // bank
  {
    name: 'submitBankRequest',
    schema: submitBankRequestInput,
    path: ['clientRequestId'],
    message: 'Invalid UUID',
    uuid: true,
  },
  {
    name: 'changeBankRequestStatus',
    schema: changeBankRequestStatusInput,
    path: ['requestId'],
    message: BANK_MESSAGES.requestIdInvalid,
  },
  {
    name: 'assignBankRequest',
    schema: assignBankRequestInput,
    path: ['requestId'],
    message: BANK_MESSAGES.requestIdInvalid,
  },
  {
    name: 'assignBankRequest',
    schema: assignBankRequestInput,
    path: ['assigneeId'],
    message: BANK_MESSAGES.assigneeInvalid,
    chosen: true,
    absent: 'nullable',
  },
  {
    name: 'addBankRequestNote',
    schema: addBankRequestNoteInput,
    path: ['requestId'],
    message: BANK_MESSAGES.requestIdInvalid,
  },
  {
    name: 'convertBankRequest',
    schema: convertBankRequestInput,
    path: ['requestId'],
    message: BANK_MESSAGES.requestIdInvalid,
  },
  {
    name: 'updateBankClient',
    schema: updateBankClientInput,
    path: ['clientId'],
    message: BANK_MESSAGES.clientIdInvalid,
  },
  {
    name: 'changeBankClientStatus',
    schema: changeBankClientStatusInput,
    path: ['clientId'],
    message: BANK_MESSAGES.clientIdInvalid,
  },
  {
    name: 'assignBankClient',
    schema: assignBankClientInput,
    path: ['clientId'],
    message: BANK_MESSAGES.clientIdInvalid,
  },
  {
    name: 'assignBankClient',
    schema: assignBankClientInput,
    path: ['assigneeId'],
    message: BANK_MESSAGES.assigneeInvalid,
    chosen: true,
    absent: 'nullable',
  },
  {
    name: 'addBankClientNote',
    schema: addBankClientNoteInput,
    path: ['clientId'],
    message: BANK_MESSAGES.clientIdInvalid,
  },
  {
    name: 'recordBankClientDocument',
    schema: recordBankClientDocumentInput,
    path: ['clientId'],
    message: BANK_MESSAGES.clientIdInvalid,
  },
  {
    name: 'reviewBankClientDocument',
    schema: reviewBankClientDocumentInput,
    path: ['clientId'],
    message: BANK_MESSAGES.clientIdInvalid,
  },
  // licence renewals
  {
    name: 'changeLicenceRenewalStatus',
    schema: changeLicenceRenewalStatusInput,
    path: ['renewalId'],
    message: LICENCE_RENEWAL_MESSAGES.renewalIdInvalid,
  },
  {
    name: 'assignLicenceRenewal',
    schema: assignLicenceRenewalInput,
    path: ['renewalId'],
    message: LICENCE_RENEWAL_MESSAGES.renewalIdInvalid,
  },
  {
    name: 'assignLicenceRenewal',
    schema: assignLicenceRenewalInput,
    path: ['assigneeId'],
    message: LICENCE_RENEWAL_MESSAGES.assigneeInvalid,
    chosen: true,
    absent: 'nullable',
  },
  {
    name: 'addLicenceRenewalNote',
    schema: addLicenceRenewalNoteInput,
    path: ['renewalId'],
    message: LICENCE_RENEWAL_MESSAGES.renewalIdInvalid,
  },
  // jobs
  { name: 'saveJob', schema: saveJobInput, path: ['jobId'], message: JOB_MESSAGES.jobNotFound },
  {
    name: 'changeJobStatus',
    schema: changeJobStatusInput,
    path: ['jobId'],
    message: JOB_MESSAGES.jobNotFound,
  },
  // tasks
  {
    name: 'createTask',
    schema: createTaskInput,
    path: ['assigneeId'],
    message: TASK_MESSAGES.assignee,
    chosen: true,
  },
  {
    name: 'createTask',
    schema: createTaskInput,
    path: ['relatedTo', 'id'],
    message: RECORD_LINK_MESSAGES.notFound,
  },
  {
    name: 'updateTaskStatus',
    schema: updateTaskStatusInput,
    path: ['taskId'],
    message: TASK_MESSAGES.taskNotFound,
  },
  {
    name: 'reassignTask',
    schema: reassignTaskInput,
    path: ['taskId'],
    message: TASK_MESSAGES.taskNotFound,
  },
  {
    name: 'reassignTask',
    schema: reassignTaskInput,
    path: ['assigneeId'],
    message: TASK_MESSAGES.assignee,
    chosen: true,
  },
  // staff messages and the contact inbox
  {
    name: 'sendStaffMessage',
    schema: sendStaffMessageInput,
    path: ['recipientId'],
    message: STAFF_MESSAGES.recipientRequired,
    chosen: true,
  },
  {
    name: 'sendStaffMessage',
    schema: sendStaffMessageInput,
    path: ['about', 'id'],
    message: RECORD_LINK_MESSAGES.notFound,
  },
  {
    name: 'setContactMessageStatus',
    schema: setContactMessageStatusInput,
    path: ['messageId'],
    message: CONTACT_INBOX_MESSAGES.messageIdInvalid,
  },
];

/** An input holding `value` at `path` (a record link gets its kind; a list its one element). */
function inputWith(path: Path, value: unknown, present = true): Record<string, unknown> {
  const [head, ...rest] = path;
  if (rest.length === 0) return present ? { [String(head)]: value } : {};
  if (rest[0] === 0) return { [String(head)]: present ? [value] : [] };
  const inner: Record<string, unknown> = { kind: 'visit' };
  if (present) inner[String(rest[0])] = value;
  return { [String(head)]: inner };
}

/** The issue at `path`, if the schema has one there. */
function issueAt(schema: z.ZodType, input: unknown, path: Path) {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return issues.find((issue) => issue.path.join('.') === path.join('.'));
}

const label = (field: IdField) => `${field.name} ${field.path.join('.')}`;
const TABLE = ID_FIELDS.map((field) => [label(field), field] as const);

describe('callable id fields', () => {
  it.each(TABLE)(
    '%s: a missing id is invalid_type (or the prompt) unless it may be left out',
    (_, field) => {
      if (field.path.at(-1) === 0) return; // an empty list is the list's own check
      const issue = issueAt(field.schema, inputWith(field.path, undefined, false), field.path);
      if (field.absent === 'optional') expect(issue).toBeUndefined();
      else if (field.chosen) expect(issue?.message).toBe(field.message);
      else expect(issue).toMatchObject({ code: 'invalid_type', expected: 'string' });
    },
  );

  it.each(TABLE)('%s: a number, a list or an object is invalid_type (must be text)', (_, field) => {
    for (const value of [42, ['a'], { id: 'a' }]) {
      const issue = issueAt(field.schema, inputWith(field.path, value), field.path);
      expect(issue).toMatchObject({ code: 'invalid_type' });
      if (field.chosen) expect(issue?.message).toBe(field.message);
      else expect(issue?.message).not.toBe(field.message);
    }
  });

  it.each(TABLE)(
    '%s: an empty or blank id is too_small (is required), or the prompt',
    (_, field) => {
      for (const value of ['', ' ', '   ', '\t']) {
        const issue = issueAt(field.schema, inputWith(field.path, value), field.path);
        if (field.chosen) expect(issue?.message).toBe(field.message);
        else expect(issue).toMatchObject({ code: 'too_small', origin: 'string' });
      }
    },
  );

  it.each(TABLE)("%s: a malformed id that is there gets the record's message", (_, field) => {
    for (const value of field.uuid ? ['a/b', 'not-a-uuid'] : ['a/b', '..', '__x__', ' a', 'a b']) {
      const issue = issueAt(field.schema, inputWith(field.path, value), field.path);
      expect(issue?.message).toBe(field.message);
    }
  });

  it.each(TABLE.filter(([, field]) => field.absent === 'nullable'))(
    '%s: null (nobody) is accepted',
    (_, field) => {
      expect(issueAt(field.schema, inputWith(field.path, null), field.path)).toBeUndefined();
    },
  );

  it.each(TABLE)('%s: a well-formed id passes as sent', (_, field) => {
    const id = field.uuid ? '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1' : 'Xy7Kq2mN9pLr3Tv5Wz8B';
    expect(issueAt(field.schema, inputWith(field.path, id), field.path)).toBeUndefined();
  });
});
