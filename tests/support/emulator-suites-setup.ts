import { warmCallables } from './warm-callables';

/**
 * Before the emulator suites: one warm Functions worker per callable, so that a callable's cold
 * start (seconds on a busy 2-core machine) is not paid inside the first test that calls it.
 */
export default async function setup() {
  await warmCallables();
}
