// The callables' input schemas refuse what the security review pasted into them: path-like ids,
// references without their pattern, control characters and huge strings.
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  applicationReceiptInput,
  checkApplicationStatusInput,
} from './applications';
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
import { isDocumentId } from './ids';
import { TEXT_MESSAGES } from './text';
import { UPLOAD_GRANT_MESSAGES, uploadGrantInput } from './upload-grants';
import {
  MAX_PASSWORD_LENGTH,
  USER_MESSAGES,
  completePasswordChangeInput,
  createStaffUserInput,
  firstIssue,
  updateUserDepartmentInput,
  updateUserRoleInput,
  updateUserStatusInput,
} from './users';

const MEGABYTE = 'x'.repeat(1024 * 1024);
const PATH_LIKE_IDS = ['a/b', '..', '.', '__x__', '/', 'a//b', '', ' ', 'a\u0000', MEGABYTE];
/** A test title for a value (a 1 MB string is not printed). */
const shown = (value: string) => (value.length > 40 ? `${value.length} characters` : value);
const BAD_IDS = PATH_LIKE_IDS.map((id) => [shown(id), id] as const);
/** Malformed ids that are there: refused with the entity's message. */
const MALFORMED_IDS = BAD_IDS.filter(([, id]) => id.trim() !== '');
/**
 * Ids that are not there (missing, empty, blank) or not text: refused with zod's own issue, which
 * the callables' parseInput words as "<field> is required" or "<field> must be text".
 */
const ABSENT_IDS = [undefined, '', ' ', '   ', '\t'].map((id) => [JSON.stringify(id), id] as const);
const NON_TEXT_IDS = [42, true, ['a'], { id: 'a' }].map((id) => [JSON.stringify(id), id] as const);

const issueOf = (schema: { safeParse: (v: unknown) => unknown }, value: unknown) =>
  (schema.safeParse(value) as { error?: { issues: { code: string; path: PropertyKey[] }[] } }).error
    ?.issues[0];
/** Whether `field` of `value` is refused as absent (too_small / invalid_type) or as non-text. */
function expectZodIssue(
  schema: { safeParse: (v: unknown) => unknown },
  value: Record<string, unknown>,
  field: string,
) {
  const sent = value[field];
  const code = typeof sent === 'string' ? 'too_small' : 'invalid_type';
  expect(issueOf(schema, value)).toMatchObject({ code, path: [field] });
}

const messageOf = (schema: { safeParse: (v: unknown) => unknown }, value: unknown) =>
  firstIssue(schema.safeParse(value) as Parameters<typeof firstIssue>[0]);

describe('user admin inputs', () => {
  const valid = { userId: 'agent-1', updatedBy: 'admin-1' };

  it.each(BAD_IDS.filter(([, id]) => id.trim() !== ''))('refuses the user id %j', (_, userId) => {
    for (const [schema, extra] of [
      [updateUserRoleInput, { role: 'agent' }],
      [updateUserStatusInput, { status: 'active' }],
      [updateUserDepartmentInput, { department: 'Reception' }],
    ] as const) {
      expect(messageOf(schema, { ...valid, ...extra, userId })).toBe(USER_MESSAGES.userIdInvalid);
    }
  });

  it('keeps docs/product.md §5 "required" messages for a missing or blank user id', () => {
    expect(messageOf(updateUserStatusInput, {})).toBe(USER_MESSAGES.userIdRequired);
    expect(messageOf(updateUserStatusInput, { userId: '  ' })).toBe(USER_MESSAGES.userIdRequired);
    expect(messageOf(updateUserStatusInput, { userId: 'x', status: 'active' })).toBe(
      USER_MESSAGES.updatedByRequired,
    );
  });

  it('refuses an updatedBy that is no user id', () => {
    expect(messageOf(updateUserStatusInput, { ...valid, status: 'active', updatedBy: 'a/b' })).toBe(
      USER_MESSAGES.updatedByInvalid,
    );
  });

  it('accepts a well-formed update', () => {
    expect(updateUserStatusInput.parse({ ...valid, status: 'active' })).toEqual({
      ...valid,
      status: 'active',
    });
  });
});

describe('passwords', () => {
  const ok = 'Correct-Horse-Battery';

  it(`accepts ${MAX_PASSWORD_LENGTH} characters and refuses one more, or 1 MB`, () => {
    expect(completePasswordChangeInput.safeParse({ newPassword: 'p'.repeat(128) }).success).toBe(
      true,
    );
    expect(messageOf(completePasswordChangeInput, { newPassword: 'p'.repeat(129) })).toBe(
      USER_MESSAGES.passwordTooLong,
    );
    expect(messageOf(completePasswordChangeInput, { newPassword: MEGABYTE })).toBe(
      USER_MESSAGES.passwordTooLong,
    );
  });

  it('refuses control characters and keeps spaces', () => {
    expect(messageOf(completePasswordChangeInput, { newPassword: `${ok}\u0000` })).toBe(
      USER_MESSAGES.passwordControlCharacters,
    );
    expect(completePasswordChangeInput.parse({ newPassword: ` ${ok} ` }).newPassword).toBe(
      ` ${ok} `,
    );
  });

  it('still says "too short" first for a short or missing password', () => {
    expect(messageOf(completePasswordChangeInput, { newPassword: 'short' })).toBe(
      USER_MESSAGES.passwordTooShort,
    );
    expect(messageOf(completePasswordChangeInput, {})).toBe(USER_MESSAGES.passwordTooShort);
  });

  it('createStaffUser: refuses a display name with NUL, a 1 MB one, a 1 MB email', () => {
    const input = { email: 'new@example.org', password: ok };
    expect(createStaffUserInput.safeParse({ ...input, displayName: 'Amina' }).success).toBe(true);
    expect(messageOf(createStaffUserInput, { ...input, displayName: 'Amina\u0000' })).toBe(
      USER_MESSAGES.displayNameInvalid,
    );
    expect(messageOf(createStaffUserInput, { ...input, displayName: MEGABYTE })).toBe(
      USER_MESSAGES.displayNameInvalid,
    );
    expect(messageOf(createStaffUserInput, { ...input, email: `${MEGABYTE}@example.org` })).toBe(
      USER_MESSAGES.invalidEmail,
    );
    expect(messageOf(createStaffUserInput, { ...input, password: 'p'.repeat(129) })).toBe(
      USER_MESSAGES.passwordTooLong,
    );
  });
});

describe('booking inputs', () => {
  const booking = {
    serviceId: 'passport-renewal',
    date: '2027-03-01',
    start: '09:30',
    name: 'Amina Wanjiru',
    email: 'amina@example.org',
    phone: '+1 780 555 0100',
  };

  it('accepts a booking, with a multi-line note', () => {
    expect(bookAppointmentInput.parse({ ...booking, notes: 'Wheelchair\nSecond line' }).notes).toBe(
      'Wheelchair\nSecond line',
    );
  });

  it.each(MALFORMED_IDS)('refuses the service id %j', (_, serviceId) => {
    expect(messageOf(bookAppointmentInput, { ...booking, serviceId })).toBe(
      BOOKING_INPUT_MESSAGES.serviceIdInvalid,
    );
    expect(messageOf(availabilityInput, { serviceId, from: '2027-03-01', days: 7 })).toBe(
      BOOKING_INPUT_MESSAGES.serviceIdInvalid,
    );
  });

  it('refuses a name or notes with control characters, and 1 MB of either', () => {
    expect(messageOf(bookAppointmentInput, { ...booking, name: 'Amina\u0000' })).toBe(
      TEXT_MESSAGES.controlCharacters,
    );
    expect(messageOf(bookAppointmentInput, { ...booking, notes: 'a\u0007' })).toBe(
      TEXT_MESSAGES.controlCharacters,
    );
    expect(messageOf(bookAppointmentInput, { ...booking, name: MEGABYTE })).toBe(
      TEXT_MESSAGES.tooLong(120),
    );
    expect(messageOf(bookAppointmentInput, { ...booking, notes: MEGABYTE })).toBe(
      TEXT_MESSAGES.tooLong(1000),
    );
    expect(messageOf(bookAppointmentInput, { ...booking, name: ' ' })).toBe('Enter your name');
  });

  it.each(MALFORMED_IDS)('refuses the appointment id %j', (_, appointmentId) => {
    const message = BOOKING_INPUT_MESSAGES.appointmentIdInvalid;
    expect(messageOf(cancelAppointmentInput, { appointmentId })).toBe(message);
    expect(
      messageOf(rescheduleAppointmentInput, { appointmentId, date: '2027-03-01', start: '09:30' }),
    ).toBe(message);
    expect(messageOf(setAppointmentStatusInput, { appointmentId, status: 'confirmed' })).toBe(
      message,
    );
  });

  it.each([...ABSENT_IDS, ...NON_TEXT_IDS])(
    "leaves a missing, empty, blank or non-text id %s to zod's issue (not the entity's)",
    (_, id) => {
      expectZodIssue(bookAppointmentInput, { ...booking, serviceId: id }, 'serviceId');
      expectZodIssue(availabilityInput, { serviceId: id, days: 7 }, 'serviceId');
      expectZodIssue(cancelAppointmentInput, { appointmentId: id }, 'appointmentId');
      expectZodIssue(
        rescheduleAppointmentInput,
        { appointmentId: id, date: '2027-03-01', start: '09:30' },
        'appointmentId',
      );
      expectZodIssue(
        setAppointmentStatusInput,
        { appointmentId: id, status: 'confirmed' },
        'appointmentId',
      );
    },
  );

  it('refuses a staff note with control characters', () => {
    expect(
      messageOf(setAppointmentStatusInput, {
        appointmentId: 'a1',
        status: 'confirmed',
        note: 'ok\u001B',
      }),
    ).toBe(TEXT_MESSAGES.controlCharacters);
  });
});

describe('exam and application references', () => {
  const seat = { reference: 'APP-7K3Q9D', dateOfBirth: '1990-04-12', sessionId: 'session-1' };

  it('accepts a reference in any case with spaces around it', () => {
    expect(bookExamSeatInput.parse({ ...seat, reference: ' app-7k3q9d ' }).reference).toBe(
      'APP-7K3Q9D',
    );
  });

  it.each(
    ['APP-123', 'a/b', '..', '__x__', '', 'APP-7K3Q9D/x', MEGABYTE, 'APP-0OIL11'].map(
      (reference) => [shown(reference), reference] as const,
    ),
  )('refuses the reference %j everywhere a reference is meant', (_, reference) => {
    const message = APPLICATION_MESSAGES.referenceInvalid;
    expect(messageOf(bookExamSeatInput, { ...seat, reference })).toBe(message);
    expect(messageOf(cancelExamBookingInput, { ...seat, bookingId: 'b1', reference })).toBe(
      message,
    );
    expect(messageOf(checkApplicationStatusInput, { reference, dateOfBirth: '1990-04-12' })).toBe(
      message,
    );
  });

  it.each(MALFORMED_IDS)('refuses the session id and booking id %j', (_, id) => {
    expect(messageOf(bookExamSeatInput, { ...seat, sessionId: id })).toBe(
      BOOKING_INPUT_MESSAGES.sessionIdInvalid,
    );
    expect(messageOf(cancelExamBookingInput, { ...seat, bookingId: id })).toBe(
      BOOKING_INPUT_MESSAGES.examBookingIdInvalid,
    );
  });

  it.each([...ABSENT_IDS, ...NON_TEXT_IDS])(
    "leaves a missing, empty, blank or non-text session, booking or application id %s to zod's issue",
    (_, id) => {
      expectZodIssue(bookExamSeatInput, { ...seat, sessionId: id }, 'sessionId');
      expectZodIssue(cancelExamBookingInput, { ...seat, bookingId: id }, 'bookingId');
      expectZodIssue(applicationReceiptInput, { applicationId: id }, 'applicationId');
      expectZodIssue(uploadGrantInput, { applicationId: id }, 'applicationId');
    },
  );

  it('keeps the receipt id a UUID', () => {
    expect(messageOf(applicationReceiptInput, { applicationId: 'a/b' })).toBe(
      APPLICATION_MESSAGES.applicationIdInvalid,
    );
  });

  it.each(MALFORMED_IDS)('refuses the upload grant id %j', (_, applicationId) => {
    expect(messageOf(uploadGrantInput, { applicationId })).toBe(
      UPLOAD_GRANT_MESSAGES.applicationIdInvalid,
    );
  });

  it('keeps the upload grant id a UUID, which is also a document id', () => {
    const id = '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1';
    expect(uploadGrantInput.parse({ applicationId: id })).toEqual({
      applicationId: id,
      collection: 'applications',
    });
    expect(uploadGrantInput.parse({ applicationId: id, collection: 'licenceRenewals' })).toEqual({
      applicationId: id,
      collection: 'licenceRenewals',
    });
    expect(uploadGrantInput.safeParse({ applicationId: id, collection: 'tasks' }).success).toBe(
      false,
    );
    expect(isDocumentId(id)).toBe(true);
    expect(messageOf(uploadGrantInput, { applicationId: 'not-a-uuid' })).toBe(
      UPLOAD_GRANT_MESSAGES.applicationIdInvalid,
    );
  });
});
