// Before the e2e suites: start one Functions emulator worker per callable the product uses.
// The emulator starts a worker process on a function's first request; on a busy 2-core machine
// that cold start alone has outlasted a 10 s expectation in the middle of a user's flow (cancel
// an appointment, save a new password). A worker stays idle and is reused afterwards.
import { FUNCTIONS_BASE_URL } from '../support/emulators';

/**
 * Every callable answers an empty request by refusing it (invalid input or no sign-in) without
 * writing anything. seedDefaultUsers is left out: an empty request is a real request to seed.
 */
const CALLABLES = [
  'completePasswordChange',
  'createStaffUser',
  'updateUserRole',
  'updateUserStatus',
  'updateUserDepartment',
  'getApplicationReceipt',
  'checkApplicationStatus',
  'getBookingAvailability',
  'bookAppointment',
  'rescheduleAppointment',
  'cancelAppointment',
  'setAppointmentStatus',
  'bookExamSeat',
  'cancelExamBooking',
] as const;

/** How many cold starts at once: more than this on 2 cores risks the emulator's load timeout. */
const WAVE = 4;

async function warm(name: string): Promise<void> {
  const response = await fetch(`${FUNCTIONS_BASE_URL}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  // A refusal is a 4xx from the function itself; a 5xx means the worker did not load.
  if (response.status >= 500) {
    console.warn(`warm-up: ${name} answered ${response.status}; its first real call starts cold`);
  }
}

export async function warmCallables(): Promise<void> {
  for (let i = 0; i < CALLABLES.length; i += WAVE) {
    await Promise.all(CALLABLES.slice(i, i + WAVE).map(warm));
  }
}
