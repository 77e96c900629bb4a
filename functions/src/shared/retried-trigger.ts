import { TRIGGER_RETRY_WINDOW_HOURS } from '@centre/domain/constants';
import { logger } from 'firebase-functions/v2';

/**
 * How every event trigger is deployed: `retry: true`, so a run that fails (a contended
 * transaction, Firestore or Auth unavailable, a time-out) is delivered again instead of being
 * lost, which every trigger here is written for (docs/architecture.md: idempotent, reads the
 * current document). functions/src/triggers.test.ts checks that each exported trigger has it.
 */
export const RETRIED = { retry: true } as const;

/** The event fields the window needs (CloudEvent `id` and `time`, RFC 3339). */
export interface TriggerEvent {
  id: string;
  time: string;
}

const WINDOW_MS = TRIGGER_RETRY_WINDOW_HOURS * 3_600_000;

/**
 * `handler`, run only while its event is younger than TRIGGER_RETRY_WINDOW_HOURS: an event that
 * keeps failing (a bug, bad data) is dropped with an error in the log once the window has passed
 * rather than retried for the platform's 7 days. A failure inside the window is thrown on, so the
 * platform delivers the event again.
 */
export function withinRetryWindow<E extends TriggerEvent>(
  name: string,
  handler: (event: E) => Promise<unknown> | unknown,
  now: () => number = Date.now,
): (event: E) => Promise<void> {
  return async (event) => {
    const sent = Date.parse(event.time);
    if (Number.isFinite(sent) && now() - sent > WINDOW_MS) {
      logger.error(`${name}: event older than ${TRIGGER_RETRY_WINDOW_HOURS} h dropped`, {
        eventId: event.id,
        time: event.time,
      });
      return;
    }
    await handler(event);
  };
}
