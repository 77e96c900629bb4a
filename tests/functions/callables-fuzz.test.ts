// Issue 9 item 7: every deployed callable, sent malformed payloads as a stranger and (where it
// needs permissions) as a signed-in admin, answers each with a proper refusal: never `internal`,
// never a success, and nothing is written. The callables come from the Functions emulator's own
// list, so a new callable is fuzzed without being named here (with the generic payloads; give it
// a base below to fuzz each of its fields too).
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SETTINGS_PATH, slotId } from '@centre/domain/bookings';
import { adminDb, createStaff, type Staff } from '../support/admin';
import { bankClientFields } from '../support/bank';
import {
  BOOKING_SERVICE,
  BOOKING_SERVICE_ID,
  TEST_BOOKING_SETTINGS,
  bookedAppointment,
  bookedExamSeat,
  examSession,
  hcaRegistration,
  localDay,
} from '../support/bookings';
import { FUNCTIONS_BASE_URL } from '../support/emulators';
import { clearProject } from '../support/emulator-reset';
import { observableState } from '../support/observable-state';
import { closeClients, newClient } from '../support/functions-client';
import { appCheckHeaders } from '../support/app-check';
import { listDeployedCallables } from '../support/warm-callables';

const MIN_PAYLOADS_PER_CALLABLE = 40;
/** Callables fuzzed at once; each callable's own payloads go one at a time (one warm worker). */
const LANES = 4;

// ---------------------------------------------------------------------------------------------
// Malformed values

const MEGABYTE = 'x'.repeat(1024 * 1024);

function nested(depth: number): unknown {
  let value: unknown = 'a/b';
  for (let i = 0; i < depth; i += 1) value = { [`level${i}`]: value, list: [value] };
  return value;
}

/** Values no field of any callable accepts: wrong types, huge and control-character strings. */
const COMMON_BAD: readonly [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['an empty array', []],
  ['an array', ['x']],
  ['an empty object', {}],
  ['a nested object', nested(4)],
  ['1 MB string', MEGABYTE],
  ['NUL', 'x\u0000'],
  ['an escape sequence', '\u001B[2J'],
  ['DEL', 'x\u007F'],
];

const PATH_LIKE: readonly [string, unknown][] = [
  ['a/b', 'a/b'],
  ['..', '..'],
  ['__x__', '__x__'],
  ['an empty string', ''],
];

/** What a field means, and so which further values are malformed for it. */
type Kind =
  | 'id'
  | 'uuid'
  | 'reference'
  | 'date'
  | 'time'
  | 'enum'
  | 'email'
  | 'phone'
  | 'password'
  | 'text'
  | 'count'
  | 'details'
  | 'ids';

const KIND_BAD: Record<Kind, readonly [string, unknown][]> = {
  id: [
    ...PATH_LIKE,
    ['.', '.'],
    ['/', '/'],
    ['a//b', 'a//b'],
    ['__.__', '__.__'],
    ['a space', ' '],
    ['an inner space', 'a b'],
    ['a non-ASCII letter', 'é'],
    ['129 characters', 'x'.repeat(129)],
    ['a collection path', `${COLLECTIONS.users}/x`],
    ['../x', '../x'],
  ],
  uuid: [...PATH_LIKE, ['not a UUID', 'not-a-uuid'], ['a UUID path', `${randomUUID()}/x`]],
  reference: [
    ...PATH_LIKE,
    ['APP-', 'APP-'],
    ['APP-123', 'APP-123'],
    ['APP-0OIL11', 'APP-0OIL11'],
    ['a reference path', 'APP-7K3Q9D/x'],
    ['another prefix', 'XYZ-7K3Q9D'],
  ],
  date: [
    ...PATH_LIKE,
    ['9999-99-99', '9999-99-99'],
    ['2027-02-30', '2027-02-30'],
    ['12/04/1990', '12/04/1990'],
    ['2027-1-1', '2027-1-1'],
  ],
  time: [...PATH_LIKE, ['25:00', '25:00'], ['9:30', '9:30'], ['10:00:00', '10:00:00']],
  enum: [...PATH_LIKE, ['wizard', 'wizard'], ['a space', ' '], ['upper case', 'ACTIVE']],
  email: [
    ...PATH_LIKE,
    ['not an email', 'not-an-email'],
    ['no domain', 'a@'],
    ['no TLD', 'x@y'],
    ['1 MB address', `${MEGABYTE}@example.org`],
  ],
  phone: [...PATH_LIKE, ['letters', 'abc'], ['too short', '123']],
  password: [
    ['an empty string', ''],
    ['too short', 'short'],
    ['129 characters', 'p'.repeat(129)],
    ['a NUL in a long password', 'Fuzz-Password-2026\u0000'],
  ],
  text: [['5000 characters', 'x'.repeat(5000)]],
  details: [
    ['no names', { phone: '+1 587 555 0100' }],
    ['an unknown key', { firstName: 'Fuzz', lastName: 'Visitor', role: 'admin' }],
    ['a phone that is no number', { firstName: 'Fuzz', lastName: 'Visitor', phone: 'abc' }],
    ['a bad email', { firstName: 'Fuzz', lastName: 'Visitor', email: 'x@y' }],
    ['a name path', { firstName: { id: 'a/b' }, lastName: 'Visitor' }],
  ],
  ids: [
    ['an unknown id', ['no-such-service']],
    ['a path in the list', ['a/b']],
    ['21 ids', Array.from({ length: 21 }, () => 'quick-check')],
    ['a string', 'quick-check'],
  ],
  count: [
    ['32', 32],
    ['a billion', 1e9],
    ['a numeric string', '7'],
    ['a path', 'a/b'],
    ['the largest integer', Number.MAX_SAFE_INTEGER],
  ],
};

interface Field {
  kind: Kind;
  /** A value the callable accepts, so that a payload with one bad field reaches that field. */
  valid: unknown;
  /** Missing (and, for text, empty) is then accepted, so it is not sent as malformed. */
  optional?: boolean;
}

const field = (kind: Kind, valid: unknown, optional = false): Field => ({ kind, valid, optional });

interface Payload {
  label: string;
  /** undefined: a request body without a `data` key at all. */
  data?: unknown;
  raw?: boolean;
}

function badValuesFor(spec: Field): [string, unknown][] {
  const values = [...COMMON_BAD, ...KIND_BAD[spec.kind]];
  if (spec.kind === 'text' && !spec.optional) {
    values.push(['an empty string', ''], ['only spaces', '   ']);
  }
  return values;
}

/** One bad field at a time (the others valid), then payloads that are wrong as a whole. */
function payloadsFor(fields: Record<string, Field>): Payload[] {
  const base = Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, spec.valid]));
  const names = Object.keys(fields);
  const payloads: Payload[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    for (const [label, value] of badValuesFor(spec)) {
      payloads.push({ label: `${name} = ${label}`, data: { ...base, [name]: value } });
    }
    if (!spec.optional) {
      const { [name]: _missing, ...rest } = base;
      payloads.push({ label: `${name} missing`, data: rest });
    }
  }
  const everyField = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  payloads.push(
    { label: 'no data key', raw: true },
    { label: 'data null', data: null },
    { label: 'data a number', data: -1 },
    { label: 'data a string', data: 'a/b' },
    { label: 'data 1 MB', data: MEGABYTE },
    { label: 'data true', data: true },
    { label: 'data an empty array', data: [] },
    { label: 'data an array of the payload', data: [base] },
    { label: 'data nested 20 deep', data: nested(20) },
  );
  if (names.length > 0) {
    payloads.push(
      { label: 'every field null', data: everyField(null) },
      { label: 'every field an array', data: everyField(['a/b']) },
      { label: 'every field an object', data: everyField({ id: '__x__' }) },
      { label: 'every field a/b', data: everyField('a/b') },
      { label: 'every field __x__', data: everyField('__x__') },
      { label: 'every field NUL', data: everyField('\u0000') },
      { label: 'every field negative', data: everyField(-1) },
    );
  }
  // Fields the callable may not have, holding path-like and huge values (nothing else sent).
  for (const key of ['id', 'uid', 'userId', 'path']) {
    for (const [label, value] of [...PATH_LIKE, ...COMMON_BAD.slice(6, 11)]) {
      if (!(key in fields))
        payloads.push({ label: `only ${key} = ${label}`, data: { [key]: value } });
    }
  }
  return payloads;
}

// ---------------------------------------------------------------------------------------------
// Calling

interface Answer {
  /** OK for a result; otherwise the callable protocol's error status (INVALID_ARGUMENT, ...). */
  status: string;
  httpStatus: number;
  message?: string;
}

/** Socket errors that mean the request never got an answer from the callable. */
const BROKEN_CONNECTION = new Set(['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const SEND_ATTEMPTS = 4;

/**
 * One request, sent again (up to SEND_ATTEMPTS in all) when the connection itself broke before
 * any answer: the emulator closing an idle keep-alive socket just as the next request reuses it,
 * or recycling a worker on a loaded machine, not the callable answering. Safe to resend: every
 * payload here must be refused and write nothing.
 */
async function postResending(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const cause =
        error instanceof TypeError ? (error.cause as { code?: string } | undefined) : undefined;
      if (attempt >= SEND_ATTEMPTS || !BROKEN_CONNECTION.has(cause?.code ?? '')) throw error;
    }
  }
}

async function send(name: string, payload: Payload, idToken?: string): Promise<Answer> {
  // With an App Check token: without one every callable refuses `unauthenticated` before it
  // parses anything, and the fuzzing would prove nothing.
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...appCheckHeaders(),
  };
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  const body = payload.raw ? '{}' : JSON.stringify({ data: payload.data ?? null });
  const response = await postResending(`${FUNCTIONS_BASE_URL}/${name}`, {
    method: 'POST',
    headers,
    body,
  });
  const text = await response.text();
  let json: { result?: unknown; error?: { status?: string; message?: string } } | undefined;
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = undefined;
  }
  if (json?.error) {
    return {
      status: json.error.status ?? 'NO_STATUS',
      httpStatus: response.status,
      message: json.error.message,
    };
  }
  if (json && 'result' in json && response.ok) return { status: 'OK', httpStatus: response.status };
  // Not the callable protocol: a 5xx is the emulator or the function failing, so internal.
  return {
    status: response.status >= 500 ? 'INTERNAL' : `HTTP_${response.status}`,
    httpStatus: response.status,
    message: text.slice(0, 200),
  };
}

const isInternal = (answer: Answer) => answer.status === 'INTERNAL' || answer.status === 'UNKNOWN';

// ---------------------------------------------------------------------------------------------
// Fixtures: real documents behind the valid values, so one bad field reaches the code that uses it

const APPOINTMENT_ID = 'fuzz-appointment';
const SESSION_ID = 'fuzz-session';
const EXAM_BOOKING_ID = 'fuzz-exam-booking';
const VISITOR_ID = 'fuzz-visitor';
const VISIT_ID = 'fuzz-visit';
const TASK_ID = 'fuzz-task';
const JOB_ID = 'fuzz-job';
const RENEWAL_ID = 'fuzz-licence-renewal';
const BANK_REQUEST_ID = 'fuzz-bank-request';
const BANK_CLIENT_ID = 'fuzz-bank-client';
const CONTACT_MESSAGE_ID = 'fuzz-contact-message';

let admin: Staff;
let target: Staff;
let adminToken: string;
let bases: Record<string, Record<string, Field>>;
const fixturePaths: string[] = [];

async function seedFixtures(): Promise<void> {
  [admin, target] = await Promise.all([createStaff('admin'), createStaff('agent')]);
  const registration = hcaRegistration();
  const appointmentDate = localDay(5);
  const appointmentSlot = slotId(BOOKING_SERVICE_ID, appointmentDate, '11:00');
  const writes: [string, Record<string, unknown>][] = [
    [BOOKING_SETTINGS_PATH, { ...TEST_BOOKING_SETTINGS }],
    [`${COLLECTIONS.services}/${BOOKING_SERVICE_ID}`, { ...BOOKING_SERVICE }],
    [
      `${COLLECTIONS.applications}/${registration.id}`,
      { ...registration.data, createdAt: FieldValue.serverTimestamp() },
    ],
    [`${COLLECTIONS.examSessions}/${SESSION_ID}`, { ...examSession(), booked: 1 }],
    [
      `${COLLECTIONS.examBookings}/${EXAM_BOOKING_ID}`,
      bookedExamSeat(FieldValue.serverTimestamp(), registration, SESSION_ID),
    ],
    [
      `${COLLECTIONS.examCandidates}/${registration.id}`,
      { activeBookingId: EXAM_BOOKING_ID, updatedAt: FieldValue.serverTimestamp() },
    ],
    [
      `${COLLECTIONS.appointments}/${APPOINTMENT_ID}`,
      bookedAppointment(FieldValue.serverTimestamp(), {
        reference: 'APT-2345AB',
        date: appointmentDate,
        start: '11:00',
        end: '11:15',
        slotId: appointmentSlot,
        name: 'Fuzz Visitor',
        email: 'fuzz-visitor@example.org',
      }),
    ],
    [
      `${COLLECTIONS.visitors}/${VISITOR_ID}`,
      {
        firstName: 'Fuzz',
        lastName: 'Visitor',
        phone: '+15875550100',
        searchTokens: ['fu', 'fuz', 'fuzz'],
        visitCount: 1,
        anonymised: false,
        createdAt: FieldValue.serverTimestamp(),
      },
    ],
    [
      // A called visit: start, transfer and assign are legal moves, so a payload accepted by
      // mistake would show as a write.
      `${COLLECTIONS.visits}/${VISIT_ID}`,
      {
        visitorId: VISITOR_ID,
        visitorName: 'Fuzz Visitor',
        serviceId: 'passport-renewal',
        serviceName: 'Passport',
        purpose: '',
        ticket: 'A-001',
        queueDate: localDay(0),
        status: 'called',
        priority: 'normal',
        appointmentId: null,
        assignedTo: null,
        assignedToName: null,
        desk: 'Desk 1',
        deskStaffId: 'someone',
        recallCount: 0,
        checkedInAt: FieldValue.serverTimestamp(),
        calledAt: FieldValue.serverTimestamp(),
        createdBy: 'someone',
        createdByName: 'Someone',
      },
    ],
    [
      // An open task of the agent's, written by the admin: starting it and giving it to the
      // admin are legal, so a payload accepted by mistake would show as a write.
      `${COLLECTIONS.tasks}/${TASK_ID}`,
      {
        title: 'Fuzz task',
        description: '',
        assignedTo: target.uid,
        assignedToName: 'Fuzz Agent',
        dueDate: localDay(1),
        status: 'open',
        relatedTo: null,
        createdBy: admin.uid,
        createdByName: 'Fuzz Admin',
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: admin.uid,
        completedAt: null,
      },
    ],
    [
      // A published job (issue 13): closing it is a legal move, so a payload accepted by mistake
      // would show as a write.
      `${COLLECTIONS.jobs}/${JOB_ID}`,
      {
        title: 'Fuzz job',
        employer: 'Fuzz Ltd',
        location: 'Edmonton',
        remote: false,
        employmentType: 'full_time',
        description: 'A job.',
        requirements: '',
        salary: null,
        howToApply: { method: 'at_centre', value: '' },
        deadline: localDay(20),
        status: 'published',
        filled: false,
        publishedAt: FieldValue.serverTimestamp(),
        closedAt: null,
        postedBy: 'someone',
        postedByName: 'Someone',
      },
    ],
    [
      // A licence renewal ready for collection, with its reference already (so that
      // onLicenceRenewalCreated leaves it alone): completing it is a legal move, so a payload
      // accepted by mistake would show as a write.
      `${COLLECTIONS.licenceRenewals}/${RENEWAL_ID}`,
      {
        clientRequestId: RENEWAL_ID,
        serviceId: 'licence-renewal',
        kind: 'service',
        applicant: registration.data.applicant,
        answers: { licenceNumber: 'DL-1', licenceClass: 'B', delivery: 'collect' },
        documents: [],
        status: 'ready_for_collection',
        source: 'online',
        reference: 'LIC-4R7K2W',
        statusNote: '',
        assignedTo: null,
        assignedToName: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        statusChangedAt: FieldValue.serverTimestamp(),
      },
    ],
    [
      // The bank desk (issue 14): a contacted request (closing and converting it are legal) and
      // a client waiting for KYC with an uploaded ID front (declining it and verifying the
      // document are legal), so a payload accepted by mistake would show as a write.
      `${COLLECTIONS.bankRequests}/${BANK_REQUEST_ID}`,
      {
        reference: 'BNK-4R7K2W',
        name: 'Fuzz Visitor',
        phone: '+15875550100',
        email: 'fuzz-bank@example.org',
        countryOfResidence: 'Canada',
        product: 'money_transfer',
        preferredContactTime: 'any',
        language: 'en',
        consent: true,
        status: 'contacted',
        assignedTo: null,
        assignedToName: null,
        clientId: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        statusChangedAt: FieldValue.serverTimestamp(),
      },
    ],
    [
      `${COLLECTIONS.bankClients}/${BANK_CLIENT_ID}`,
      bankClientFields('kyc_pending', ['money_transfer'], {
        name: 'Fuzz Client',
        agentId: target.uid,
        agentName: 'Fuzz Agent',
      }),
    ],
    [
      `${COLLECTIONS.bankClients}/${BANK_CLIENT_ID}/${SUBCOLLECTIONS.private}/numbers`,
      { idNumber: '', accountNumber: '' },
    ],
    [
      `${COLLECTIONS.bankClients}/${BANK_CLIENT_ID}/${SUBCOLLECTIONS.documents}/id_front`,
      {
        kind: 'id_front',
        status: 'uploaded',
        storagePath: `${COLLECTIONS.bankClients}/${BANK_CLIENT_ID}/id_front/scan.pdf`,
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
        size: 1000,
        uploadedBy: target.uid,
        uploadedByName: 'Fuzz Agent',
        uploadedAt: FieldValue.serverTimestamp(),
        reviewedBy: null,
        reviewedByName: null,
        reviewedAt: null,
        rejectionReason: null,
      },
    ],
    [
      // The contact form inbox: a new message (marking it handled is legal), so a payload
      // accepted by mistake would show as a write.
      `${COLLECTIONS.contactMessages}/${CONTACT_MESSAGE_ID}`,
      {
        name: 'Fuzz Visitor',
        email: 'fuzz-contact@example.org',
        subject: 'Opening hours',
        message: 'Are you open on Saturdays?',
        status: 'new',
        language: 'en',
        createdAt: FieldValue.serverTimestamp(),
      },
    ],
    [
      `${COLLECTIONS.slots}/${appointmentSlot}`,
      {
        serviceId: BOOKING_SERVICE_ID,
        date: appointmentDate,
        start: '11:00',
        end: '11:15',
        capacity: 3,
        booked: 1,
        updatedAt: FieldValue.serverTimestamp(),
      },
    ],
  ];
  const batch = adminDb.batch();
  for (const [path, data] of writes) batch.set(adminDb.doc(path), data);
  await batch.commit();
  fixturePaths.push(
    ...writes.map(([path]) => path),
    `${COLLECTIONS.users}/${admin.uid}`,
    `${COLLECTIONS.users}/${target.uid}`,
  );

  const client = newClient();
  await signInWithEmailAndPassword(client.auth, admin.email, admin.password);
  adminToken = await client.auth.currentUser!.getIdToken();

  const userId = field('id', target.uid);
  const updatedBy = field('id', admin.uid);
  const reference = field('reference', registration.reference);
  const dateOfBirth = field('date', registration.dateOfBirth);
  const serviceId = field('id', BOOKING_SERVICE_ID);
  const appointmentId = field('id', APPOINTMENT_ID);
  const visitor = { firstName: 'Fuzz', lastName: 'Visitor', phone: '+1 587 555 0100' };
  bases = {
    seedDefaultUsers: {},
    completePasswordChange: { newPassword: field('password', 'Fuzz-Password-2026') },
    createStaffUser: {
      email: field('email', 'fuzz-new-user@example.org'),
      password: field('password', 'Fuzz-Password-2026'),
      displayName: field('text', 'Fuzz User', true),
      role: field('enum', 'agent', true),
      department: field('enum', 'Reception', true),
    },
    updateUserRole: { userId, role: field('enum', 'manager'), updatedBy },
    updateUserStatus: { userId, status: field('enum', 'suspended'), updatedBy },
    updateUserDepartment: { userId, department: field('enum', 'Reception'), updatedBy },
    getApplicationReceipt: { applicationId: field('uuid', registration.id) },
    // The submitted registration's id: a valid payload is refused (failed-precondition), so
    // nothing is written.
    requestUploadGrant: { applicationId: field('uuid', registration.id) },
    checkApplicationStatus: { reference, dateOfBirth },
    // The registration is approved: the valid values are a legal move and a real change, so a
    // payload accepted by mistake would show as a write. assignApplication has no base: its
    // assignee may be null, which the common bad values include.
    updateApplicationStatus: {
      applicationId: field('id', registration.id),
      status: field('enum', 'completed'),
      expectedStatus: field('enum', 'approved', true),
      note: field('text', 'Certificate handed over', true),
    },
    setApplicationPriority: {
      applicationId: field('id', registration.id),
      priority: field('enum', 'urgent'),
    },
    getBookingAvailability: {
      serviceId,
      from: field('date', localDay(1), true),
      days: field('count', 7),
    },
    bookAppointment: {
      serviceId,
      date: field('date', localDay(3)),
      start: field('time', '10:00'),
      name: field('text', 'Fuzz Visitor'),
      email: field('email', 'fuzz-booker@example.org'),
      phone: field('phone', '+1 780 555 0199'),
      language: field('enum', 'en', true),
      notes: field('text', 'Second visit', true),
    },
    rescheduleAppointment: {
      appointmentId,
      date: field('date', localDay(6)),
      start: field('time', '12:00'),
    },
    cancelAppointment: { appointmentId },
    setAppointmentStatus: {
      appointmentId,
      status: field('enum', 'confirmed'),
      note: field('text', 'Called ahead', true),
    },
    bookExamSeat: { reference, dateOfBirth, sessionId: field('id', SESSION_ID) },
    cancelExamBooking: { bookingId: field('id', EXAM_BOOKING_ID), reference, dateOfBirth },
    // The front desk and queue (issue 11). The admin has no desk, so callNextVisit and closeDesk
    // refuse every payload (failed-precondition) once it parses.
    findVisitors: { query: field('text', 'Fuzz') },
    saveVisitor: {
      requestId: field('uuid', randomUUID()),
      visitorId: field('id', VISITOR_ID, true),
      visitor: field('details', visitor),
    },
    checkInVisitor: {
      requestId: field('uuid', randomUUID()),
      visitorId: field('id', VISITOR_ID, true),
      visitor: field('details', visitor, true),
      serviceId: field('id', BOOKING_SERVICE_ID, true),
      purpose: field('text', 'Renewal', true),
      priority: field('enum', 'priority', true),
    },
    openDesk: {
      deskName: field('text', 'Desk 9'),
      serviceIds: field('ids', [BOOKING_SERVICE_ID]),
    },
    closeDesk: {},
    callNextVisit: {},
    updateVisit: {
      visitId: field('id', VISIT_ID),
      action: field('enum', 'start'),
      expectedStatus: field('enum', 'called', true),
      note: field('text', 'Seen', true),
    },
    transferVisit: {
      visitId: field('id', VISIT_ID),
      serviceId,
      expectedStatus: field('enum', 'called', true),
      note: field('text', 'Other queue', true),
    },
    assignVisit: { visitId: field('id', VISIT_ID), assigneeId: field('id', target.uid) },
    // Tasks (issue 12). description (5000 characters allowed: the text kind's long value is a
    // valid one) and relatedTo (an optional object) are left to the generic payloads.
    createTask: {
      title: field('text', 'Call the applicant back'),
      assigneeId: field('id', target.uid),
      dueDate: field('date', localDay(2)),
    },
    updateTaskStatus: {
      taskId: field('id', TASK_ID),
      to: field('enum', 'in_progress'),
      expectedStatus: field('enum', 'open'),
      note: field('text', 'Started', true),
    },
    reassignTask: {
      taskId: field('id', TASK_ID),
      assigneeId: field('id', admin.uid),
      note: field('text', 'Admin takes it', true),
    },
    // The jobs board (issue 13): saveJob has no base (its job is a nested object; the generic
    // payloads fuzz it whole); nor has changeJobStatus's deadline, which may rightly be null.
    changeJobStatus: {
      jobId: field('id', JOB_ID),
      action: field('enum', 'close'),
      expectedStatus: field('enum', 'published'),
      note: field('text', 'Position filled elsewhere', true),
    },
    // Licence renewals (issue 13): assignLicenceRenewal has no base (its assignee may be null),
    // nor has addLicenceRenewalNote (any text is a note; the generic payloads fuzz it whole).
    changeLicenceRenewalStatus: {
      renewalId: field('id', RENEWAL_ID),
      to: field('enum', 'completed'),
      expectedStatus: field('enum', 'ready_for_collection'),
      note: field('text', 'Collected in person', true),
    },
    // The bank desk (issue 14). submitBankRequest's base leaves out consent (its only valid
    // value, true, is one of the common bad values), so every payload is refused for consent as
    // well as for its bad field, and nothing is ever written. No base for the callables whose
    // assignee may be null (assignBankRequest, assignBankClient), for the notes, or for
    // createBankClient (nested details; the generic payloads fuzz them whole); the amounts of
    // changeBankClientStatus and setCommissionRule are left out (32 is a valid amount).
    submitBankRequest: {
      clientRequestId: field('uuid', randomUUID()),
      name: field('text', 'Fuzz Visitor'),
      phone: field('phone', '+1 587 555 0100'),
      email: field('email', 'fuzz-bank@example.org'),
      countryOfResidence: field('text', 'Canada'),
      product: field('enum', 'money_transfer'),
      preferredContactTime: field('enum', 'any'),
      language: field('enum', 'en', true),
    },
    changeBankRequestStatus: {
      requestId: field('id', BANK_REQUEST_ID),
      to: field('enum', 'closed'),
      expectedStatus: field('enum', 'contacted'),
      note: field('text', 'No longer interested', true),
    },
    convertBankRequest: {
      requestId: field('id', BANK_REQUEST_ID),
      expectedStatus: field('enum', 'contacted'),
    },
    updateBankClient: {
      clientId: field('id', BANK_CLIENT_ID),
      details: field('details', {
        name: 'Fuzz Client',
        phone: '+1 587 555 0199',
        countryOfResidence: 'Kenya',
        products: ['money_transfer'],
      }),
    },
    changeBankClientStatus: {
      clientId: field('id', BANK_CLIENT_ID),
      to: field('enum', 'declined'),
      expectedStatus: field('enum', 'kyc_pending'),
      note: field('text', 'Did not qualify', true),
    },
    recordBankClientDocument: {
      clientId: field('id', BANK_CLIENT_ID),
      kind: field('enum', 'id_front'),
      fileName: field('text', 'scan.pdf'),
    },
    reviewBankClientDocument: {
      clientId: field('id', BANK_CLIENT_ID),
      kind: field('enum', 'id_front'),
      decision: field('enum', 'verified'),
      reason: field('text', 'Blurred', true),
    },
    setCommissionRule: {
      product: field('enum', 'money_transfer'),
      kind: field('enum', 'flat'),
    },
    // Reports (issue 15): an admin rebuilds a past day's rollup.
    rebuildReportDay: { day: field('date', localDay(-1)) },
    // Email (issue 16): an admin sends a failed mail again (no such mail here: not-found).
    retryMail: { mailId: field('id', 'fuzz_no_such_mail') },
    // The contact form inbox: staff with send_messages mark a message handled.
    setContactMessageStatus: {
      messageId: field('id', CONTACT_MESSAGE_ID),
      status: field('enum', 'handled'),
    },
  };
}

/** The fixtures a fuzzed callable names (besides the counts and the accounts). */
const fixtures = () => adminDb.getAll(...fixturePaths.map((path) => adminDb.doc(path)));

// ---------------------------------------------------------------------------------------------

/**
 * Payloads a callable rightly accepts although they look malformed: findVisitors searches free
 * text, and `a/b` is a search like any other (it finds nobody, and nothing is written).
 */
const ACCEPTED: Record<string, readonly string[]> = {
  findVisitors: ['every field a/b'],
};

interface Tally {
  sent: number;
  answers: Record<string, number>;
  internal: { caller: string; label: string; answer: Answer }[];
  succeeded: { caller: string; label: string }[];
}

async function fuzz(name: string): Promise<Tally> {
  const fields = bases[name];
  const payloads = payloadsFor(fields ?? {});
  // Needs permissions when a stranger is refused for who they are, not for what they sent.
  const probe = await send(name, { label: 'probe', data: {} });
  const callers: [string, string | undefined][] = [['anonymous', undefined]];
  if (probe.status === 'UNAUTHENTICATED' || probe.status === 'PERMISSION_DENIED') {
    callers.push(['admin', adminToken]);
  }
  const tally: Tally = { sent: 0, answers: {}, internal: [], succeeded: [] };
  for (const [caller, token] of callers) {
    for (const payload of payloads) {
      const answer = await send(name, payload, token);
      tally.sent += 1;
      tally.answers[answer.status] = (tally.answers[answer.status] ?? 0) + 1;
      if (isInternal(answer)) tally.internal.push({ caller, label: payload.label, answer });
      // A callable without a base may have a payload it accepts; every other one must refuse,
      // except the few payloads that are legitimate requests for it (ACCEPTED).
      if (answer.status === 'OK' && fields && !ACCEPTED[name]?.includes(payload.label)) {
        tally.succeeded.push({ caller, label: payload.label });
      }
    }
  }
  return tally;
}

beforeAll(async () => {
  await clearProject();
  await seedFixtures();
});
afterAll(closeClients);

describe('callables under malformed payloads', () => {
  it('refuse every one properly (never internal), accept none and write nothing', async () => {
    const callables = await listDeployedCallables();
    expect(callables.length).toBeGreaterThan(0);
    const unknown = callables.filter((name) => !bases[name]);
    if (unknown.length > 0) {
      console.warn(`fuzz: no base payload for ${unknown.join(', ')}; generic payloads only`);
    }
    const before = await observableState(fixtures);

    const tallies = new Map<string, Tally>();
    const queue = [...callables];
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        for (let name = queue.shift(); name; name = queue.shift()) {
          tallies.set(name, await fuzz(name));
        }
      }),
    );

    const rows = callables.map((name) => {
      const tally = tallies.get(name)!;
      return {
        callable: name,
        sent: tally.sent,
        internal: tally.internal.length,
        ...tally.answers,
      };
    });
    const total = rows.reduce((sum, row) => sum + row.sent, 0);
    console.log(`fuzz: ${total} malformed payloads sent to ${callables.length} callables`);
    console.table(rows);

    const internal = callables.flatMap((name) =>
      tallies.get(name)!.internal.map((entry) => ({ callable: name, ...entry })),
    );
    const succeeded = callables.flatMap((name) =>
      tallies.get(name)!.succeeded.map((entry) => ({ callable: name, ...entry })),
    );
    expect(internal).toEqual([]);
    expect(succeeded).toEqual([]);
    for (const row of rows) expect(row.sent).toBeGreaterThanOrEqual(MIN_PAYLOADS_PER_CALLABLE);
    expect(await observableState(fixtures)).toEqual(before);
    // About five seconds per callable on a loaded 2-core machine; the licence renewal callables
    // (issue 13) brought the count past what 240 s covered, the bank desk's 13 (issue 14) past
    // 300 s, and the mail triggers that now run beside every fixture write (issue 16) past 420 s
    // (about 20,000 requests in all). 2026-11-29: 9,274 payloads to 54 callables took 561 s
    // alone on this machine while a web build ran beside it (a 600 s cap failed once beside the
    // bookings suite): the cap is 900 s.
  }, 900_000);
});
