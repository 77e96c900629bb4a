// Issue 9, item 5: App Check is enforced on every callable (functions/src/https/on-call.ts). On the
// emulators a call without an `X-Firebase-AppCheck` header is refused exactly as in production
// (`unauthenticated`, before the handler runs); a call with the emulator token gets through to the
// handler. (The Functions emulator decodes tokens without verifying them, so a forged token is not
// tested here: that check is the Admin SDK's, in production.)
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../support/admin';
import { appCheckHeaders } from '../support/app-check';
import { FUNCTIONS_BASE_URL } from '../support/emulators';
import { clearProject } from '../support/emulator-reset';
import { closeClients, expectCallableError, newClient } from '../support/functions-client';
import { listDeployedCallables } from '../support/warm-callables';

/** The callables the public site calls without an account (web/src/features/*\/api). */
const PUBLIC_CALLABLES = [
  'getBookingAvailability',
  'bookAppointment',
  'rescheduleAppointment',
  'cancelAppointment',
  'getAppointmentForManage',
  'getApplicationReceipt',
  'checkApplicationStatus',
  'bookExamSeat',
  'cancelExamBooking',
  'submitBankRequest',
];

/** What firebase-functions answers when App Check refuses a request (before any handler). */
const APP_CHECK_REFUSAL = {
  status: 401,
  error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
};

async function rawCall(
  name: string,
  { appCheck, idToken }: { appCheck: boolean; idToken?: string },
): Promise<{ status: number; error?: { status?: string; message?: string } }> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(appCheck ? appCheckHeaders() : {}),
  };
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  const response = await fetch(`${FUNCTIONS_BASE_URL}/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data: {} }),
  });
  const body = (await response.json()) as { error?: { status?: string; message?: string } };
  return { status: response.status, error: body.error };
}

type RawAnswer = Awaited<ReturnType<typeof rawCall>>;

const refusedByAppCheck = (answer: RawAnswer) =>
  answer.status === 401 &&
  answer.error?.status === 'UNAUTHENTICATED' &&
  answer.error.message === 'Unauthenticated';

let adminToken: string;

beforeAll(async () => {
  await clearProject();
  // A signed-in admin: staff callables must refuse a missing App Check token even from staff.
  // (An admin existing also keeps seedDefaultUsers from seeding when a call gets through.)
  const admin = await createStaff('admin');
  const client = newClient();
  await signInWithEmailAndPassword(client.auth, admin.email, admin.password);
  adminToken = await client.auth.currentUser!.getIdToken();
});
afterAll(closeClients);

describe('App Check on the public callables', () => {
  it.each(PUBLIC_CALLABLES)('%s refuses a visitor without an App Check token', async (name) => {
    const visitor = newClient({ appCheck: false });
    await expectCallableError(visitor.call(name, {}), 'unauthenticated', 'Unauthenticated');
  });

  it.each(PUBLIC_CALLABLES)(
    '%s lets a visitor with an App Check token through to input checks',
    async (name) => {
      const visitor = newClient();
      // The empty request then fails the callable's own validation, not App Check.
      await expectCallableError(visitor.call(name, {}), 'invalid-argument');
    },
  );

  it('lists every public callable among the deployed ones', async () => {
    const deployed = await listDeployedCallables();
    expect(deployed).toEqual(expect.arrayContaining(PUBLIC_CALLABLES));
  });
});

describe('App Check on every callable, staff ones included', () => {
  it('refuses each deployed callable without a token, even for a signed-in admin', async () => {
    const deployed = await listDeployedCallables();
    // Four lanes, not every callable at once: the Functions emulator starts a worker per
    // concurrent request, and 150 at once overrun a loaded 2-core machine.
    const queue = [...deployed];
    const answers: { name: string; anonymous: RawAnswer; admin: RawAnswer }[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let name = queue.shift(); name; name = queue.shift()) {
          answers.push({
            name,
            anonymous: await rawCall(name, { appCheck: false }),
            admin: await rawCall(name, { appCheck: false, idToken: adminToken }),
          });
        }
      }),
    );
    expect(answers).toHaveLength(deployed.length);
    for (const { name, anonymous, admin } of answers) {
      expect({ name, ...anonymous }).toEqual({ name, ...APP_CHECK_REFUSAL });
      expect({ name, ...admin }).toEqual({ name, ...APP_CHECK_REFUSAL });
    }
  }, 180_000);

  it('lets each deployed callable handle a signed-in admin call that carries a token', async () => {
    const deployed = await listDeployedCallables();
    const refused: string[] = [];
    for (const name of deployed) {
      const answer = await rawCall(name, { appCheck: true, idToken: adminToken });
      if (refusedByAppCheck(answer)) refused.push(name);
      // Something the handler decided: a result or its own refusal, never a crash.
      expect(answer.status, name).toBeLessThan(500);
    }
    expect(refused).toEqual([]);
  });
});
