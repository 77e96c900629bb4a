// The public reads travel as JSON (functions/src/public-data/: the server parses each document
// with its domain schema, JSON.stringify writes the Dates as ISO strings, and the browser parses
// the answer again with the same schema). Each schema must give back what it gave the server.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookingSettingsSchema, DEFAULT_BOOKING_SETTINGS, examSessionSchema } from './bookings';
import { jobRecordSchema } from './jobs';
import { queueDisplaySchema } from './queue-display';
import { serviceSchema } from './services';
import { publicDocuments } from './testing/public-documents';

/** A stored Timestamp as the domain reads it (duck-typed on toDate). */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

/** What the browser gets back: the server's parse, through JSON, parsed again. */
function overTheWire<S extends z.ZodType>(schema: S, document: unknown) {
  const onServer = schema.parse(document);
  const inBrowser = schema.parse(JSON.parse(JSON.stringify(onServer)));
  return { onServer, inBrowser };
}

// Documents as the seed writes them and as the visit callables write a day's display.
const stored = publicDocuments(timestamp);
const SERVICE = stored.service();
const JOB = { ...stored.job(), id: 'demo-job-warehouse' };
const EXAM_SESSION = stored.examSession();
const QUEUE_DISPLAY = {
  ...stored.queueDisplay('2026-12-01T07:00:00.000Z'),
  queueDate: '2026-11-30',
};
/** settings/booking as emulator-data/booking.json has it, with its last change. */
const BOOKING_SETTINGS = {
  ...DEFAULT_BOOKING_SETTINGS,
  updatedAt: timestamp('2026-11-01T12:00:00.000Z'),
};

describe('the public reads survive JSON', () => {
  it('a service', () => {
    const { onServer, inBrowser } = overTheWire(serviceSchema, SERVICE);
    expect(inBrowser).toEqual(onServer);
    // What publicData answers ({...parsed, id}) parses the same; the id is the client's to add.
    expect(serviceSchema.parse(JSON.parse(JSON.stringify({ ...onServer, id: 'p' })))).toEqual(
      onServer,
    );
  });

  it('a published job, its Timestamps as the same Dates', () => {
    const { onServer, inBrowser } = overTheWire(jobRecordSchema, JOB);
    expect(inBrowser).toEqual(onServer);
    expect(inBrowser.publishedAt).toEqual(new Date('2026-11-28T16:30:00.000Z'));
    expect(inBrowser.updatedAt?.getTime()).toBe(Date.parse('2026-11-28T16:30:00.123Z'));
    expect(inBrowser.closedAt).toBeNull();
  });

  it('a job whose fields fell back to their defaults (malformed salary, no howToApply)', () => {
    const { onServer, inBrowser } = overTheWire(jobRecordSchema, {
      ...JOB,
      salary: 'lots',
      howToApply: undefined,
      employmentType: 'gig',
      publishedAt: null,
    });
    expect(onServer.salary).toBeNull();
    expect(onServer.howToApply).toEqual({ method: 'at_centre', value: '' });
    expect(inBrowser).toEqual(onServer);
  });

  it('an open exam session', () => {
    const { onServer, inBrowser } = overTheWire(examSessionSchema, EXAM_SESSION);
    expect(inBrowser).toEqual(onServer);
  });

  it("the day's queue display, validUntil included", () => {
    const { onServer, inBrowser } = overTheWire(queueDisplaySchema, QUEUE_DISPLAY);
    expect(inBrowser).toEqual(onServer);
    expect(inBrowser.validUntil).toEqual(new Date('2026-12-01T07:00:00.000Z'));
    // A display whose write is pending (serverTimestamp not yet resolved) stays null.
    const pending = overTheWire(queueDisplaySchema, { ...QUEUE_DISPLAY, updatedAt: null });
    expect(pending.inBrowser).toEqual(pending.onServer);
    expect(pending.inBrowser.updatedAt).toBeNull();
  });

  it('the booking settings', () => {
    const { onServer, inBrowser } = overTheWire(bookingSettingsSchema, BOOKING_SETTINGS);
    expect(inBrowser).toEqual(onServer);
  });
});
