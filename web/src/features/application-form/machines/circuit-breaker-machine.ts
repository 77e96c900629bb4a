import { CIRCUIT_BREAKER } from '../../../config';
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export const BREAKER_MESSAGES = {
  opened: 'Database circuit breaker opened after multiple errors',
  reset: 'Database circuit breaker reset',
} as const;

export type CircuitBreakerEvent = { type: 'DATABASE_ERROR'; error?: unknown };

/**
 * docs/product.md §4.3 database availability circuit breaker: closed at first; every reported
 * database error adds to a counter; at CIRCUIT_BREAKER.threshold (3) it opens with a console
 * warning (docs/product.md §8); after CIRCUIT_BREAKER.resetDelayMs (30 000 ms) it closes, the
 * counter goes back to 0 (info log), then it checks for local applications and syncs them when
 * there are any. docs/product.md §4.3 counts errors only: a success does not lower the counter.
 */
export const circuitBreakerMachine = setup({
  types: {
    context: {} as { failureCount: number },
    events: {} as CircuitBreakerEvent,
  },
  actors: {
    hasLocalApplications: fromPromise<boolean>(async () => false),
    syncLocalApplications: fromPromise<void>(async () => undefined),
  },
  delays: {
    resetDelay: CIRCUIT_BREAKER.resetDelayMs,
  },
  guards: {
    reachesThreshold: ({ context }) => context.failureCount + 1 >= CIRCUIT_BREAKER.threshold,
    hasLocalApplications: (_, output: boolean) => output,
  },
  actions: {
    countFailure: assign({ failureCount: ({ context }) => context.failureCount + 1 }),
    resetCounter: assign({ failureCount: 0 }),
    warnOpened: () => console.warn(BREAKER_MESSAGES.opened),
    logReset: () => console.info(BREAKER_MESSAGES.reset),
  },
}).createMachine({
  id: 'databaseCircuitBreaker',
  context: { failureCount: 0 },
  initial: 'closed',
  states: {
    closed: {
      initial: 'idle',
      on: {
        DATABASE_ERROR: [
          { guard: 'reachesThreshold', target: 'open', actions: ['countFailure', 'warnOpened'] },
          { actions: 'countFailure' },
        ],
      },
      states: {
        idle: {},
        checkingLocalApplications: {
          invoke: {
            src: 'hasLocalApplications',
            onDone: [
              {
                guard: { type: 'hasLocalApplications', params: ({ event }) => event.output },
                target: 'syncingLocalApplications',
              },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
        syncingLocalApplications: {
          invoke: { src: 'syncLocalApplications', onDone: 'idle', onError: 'idle' },
        },
      },
    },
    open: {
      // Errors reported while open (late answers of earlier writes) change nothing.
      after: {
        resetDelay: {
          target: 'closed.checkingLocalApplications',
          actions: ['resetCounter', 'logReset'],
        },
      },
    },
  },
});

export type CircuitBreakerActorRef = ActorRefFrom<typeof circuitBreakerMachine>;
export type CircuitBreakerSnapshot = SnapshotFrom<typeof circuitBreakerMachine>;

/** docs/product.md §4.3: the database is reported available only while the breaker is closed. */
export function isDatabaseAvailable(snapshot: CircuitBreakerSnapshot): boolean {
  return snapshot.matches('closed');
}
