import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalTimestampSchema, timestampSchema } from './timestamps';

const ISO = '2026-11-30T09:00:00.000Z';
/** A stored Timestamp as the domain reads it (duck-typed on toDate). */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('timestampSchema', () => {
  it('reads a Firestore Timestamp as its Date', () => {
    expect(timestampSchema.parse(timestamp(ISO))).toEqual(new Date(ISO));
  });

  it('reads the ISO string JSON writes for a Date as that Date', () => {
    const parsed = timestampSchema.parse(ISO);
    expect(parsed).toBeInstanceOf(Date);
    expect(parsed?.getTime()).toBe(Date.parse(ISO));
    expect(timestampSchema.parse(JSON.parse(JSON.stringify(new Date(ISO))))).toEqual(new Date(ISO));
  });

  it('keeps a Date as it is', () => {
    const date = new Date(ISO);
    expect(timestampSchema.parse(date)).toBe(date);
  });

  it('reads anything else as null, as when the field is unset', () => {
    for (const value of [
      'garbage',
      '',
      '2026-11-30', // a day, not an instant
      '2026-11-30T09:00:00Z', // not how toISOString writes it
      '2026-11-30T09:00:00.000+03:00',
      '2026-02-30T09:00:00.000Z', // no such day
      1_764_493_200_000, // a number of milliseconds
      new Date(Number.NaN),
      {},
      { toDate: 'not a function' },
      null,
      undefined,
    ]) {
      expect(timestampSchema.parse(value), String(value)).toBeNull();
    }
  });

  it('is the same in a record, and optionalTimestampSchema reads a missing field as null', () => {
    const record = z.object({ at: timestampSchema, seen: optionalTimestampSchema });
    expect(record.parse({ at: ISO })).toEqual({ at: new Date(ISO), seen: null });
    expect(record.parse({ at: 42, seen: ISO })).toEqual({ at: null, seen: new Date(ISO) });
  });
});
