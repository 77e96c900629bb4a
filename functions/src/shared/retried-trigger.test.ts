import { TRIGGER_RETRY_WINDOW_HOURS } from '@centre/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { withinRetryWindow } from './retried-trigger';

const SENT = Date.parse('2026-12-01T08:00:00.000Z');
const event = { id: 'event-1', time: new Date(SENT).toISOString() };
const hoursAfter = (hours: number) => () => SENT + hours * 3_600_000;

describe('withinRetryWindow', () => {
  it('runs the handler for an event inside the window, the first time or a retry', async () => {
    const handler = vi.fn();
    await withinRetryWindow('t', handler, hoursAfter(0))(event);
    await withinRetryWindow('t', handler, hoursAfter(TRIGGER_RETRY_WINDOW_HOURS - 0.01))(event);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledWith(event);
  });

  it('drops an event older than the window without running the handler', async () => {
    const handler = vi.fn();
    await expect(
      withinRetryWindow('t', handler, hoursAfter(TRIGGER_RETRY_WINDOW_HOURS + 0.01))(event),
    ).resolves.toBeUndefined();
    expect(handler).not.toHaveBeenCalled();
  });

  it("throws the handler's failure on, so that the platform delivers the event again", async () => {
    const failing = withinRetryWindow(
      't',
      () => Promise.reject(new Error('contention')),
      hoursAfter(1),
    );
    await expect(failing(event)).rejects.toThrow('contention');
  });

  it('runs an event whose time cannot be read rather than dropping it', async () => {
    const handler = vi.fn();
    await withinRetryWindow('t', handler, hoursAfter(1000))({ id: 'e', time: 'not a time' });
    expect(handler).toHaveBeenCalledOnce();
  });
});
