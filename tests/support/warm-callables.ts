// Before the emulator and e2e suites: start one Functions emulator worker per callable, and a few
// of the public read endpoint (publicData), which a page asks several things of at once.
// The emulator starts a worker process on a function's first request; on a busy 2-core machine
// that cold start alone has outlasted a 10 s expectation in the middle of a user's flow (cancel
// an appointment, save a new password). A worker stays idle and is reused afterwards.
import { appCheckHeaders } from './app-check';
import { EMULATORS, FUNCTIONS_BASE_URL } from './emulators';

interface EmulatedTrigger {
  name: string;
  labels?: Record<string, string>;
}

/**
 * Every callable the Functions emulator has loaded, as its `/backends` route lists them (so a new
 * callable is warmed, and fuzzed, without being listed anywhere).
 */
export async function listDeployedCallables(): Promise<string[]> {
  const { host, port } = EMULATORS.functions;
  const response = await fetch(`http://${host}:${port}/backends`);
  if (!response.ok) throw new Error(`Functions emulator /backends answered ${response.status}`);
  const { backends } = (await response.json()) as {
    backends: { functionTriggers: EmulatedTrigger[] }[];
  };
  return backends
    .flatMap((backend) => backend.functionTriggers)
    .filter((trigger) => trigger.labels?.['deployment-callable'] === 'true')
    .map((trigger) => trigger.name);
}

/**
 * The callables to warm. Each answers an empty request by refusing it (invalid input or no
 * sign-in) without writing anything. seedDefaultUsers is left out: an empty request is a real
 * request to seed.
 */
async function listCallables(): Promise<string[]> {
  return (await listDeployedCallables()).filter((name) => name !== 'seedDefaultUsers');
}

/** How many cold starts at once: more than this on 2 cores risks the emulator's load timeout. */
const WAVE = 4;

async function warm(name: string): Promise<void> {
  const response = await fetch(`${FUNCTIONS_BASE_URL}/${name}`, {
    method: 'POST',
    // With an App Check token, so the request reaches the handler (input parsing) and loads it.
    headers: { 'Content-Type': 'application/json', ...appCheckHeaders() },
    body: JSON.stringify({ data: {} }),
  });
  // A refusal is a 4xx from the function itself; a 5xx means the worker did not load.
  if (response.status >= 500) {
    console.warn(`warm-up: ${name} answered ${response.status}; its first real call starts cold`);
  }
}

/**
 * How many publicData workers to start: a page asks the endpoint up to three things at once (the
 * home page its services and waits, the booking page its services and settings), and the
 * emulator starts one worker per request that finds the others busy. Those cold starts at once
 * under a page's load failed the emulator's load timeout ("Failed to load function").
 */
const PUBLIC_DATA_WORKERS = 3;

async function warmPublicData(): Promise<void> {
  const response = await fetch(`${FUNCTIONS_BASE_URL}/publicData/api/public/booking-settings`);
  if (response.status >= 500) {
    console.warn(
      `warm-up: publicData answered ${response.status}; its first real call starts cold`,
    );
  }
}

export async function warmCallables(): Promise<void> {
  const callables = await listCallables();
  if (callables.length === 0) throw new Error('The Functions emulator lists no callable to warm.');
  for (let i = 0; i < callables.length; i += WAVE) {
    await Promise.all(callables.slice(i, i + WAVE).map(warm));
  }
  await Promise.all(Array.from({ length: PUBLIC_DATA_WORKERS }, warmPublicData));
}
