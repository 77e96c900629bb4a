/**
 * How long a spec waits for what a Firestore trigger writes (an application's or a licence
 * renewal's reference). The Firestore emulator hands trigger events to the functions one at a
 * time, and each function's first event waits for its worker to start (seconds on a loaded
 * machine), so with other specs writing beside this one a reference can take over 20 s to
 * arrive; the page keeps asking for over two minutes (saying, after 18 s, that it is late).
 */
export const TRIGGER_TIMEOUT = 90_000;
// A spec that waits for a trigger gives itself 180 s in all (test.setTimeout): one such wait,
// and what the rest of the spec does on a loaded machine.
