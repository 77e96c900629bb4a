// The public reads travel as JSON (functions/src/public-data/: the server parses each document
// with its domain schema, JSON.stringify writes the Dates as ISO strings, and the browser parses
// the answer again with the same schema). Each schema must give back what it gave the server.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookingSettingsSchema, examSessionSchema } from './bookings';
import { jobRecordSchema } from './jobs';
import { queueDisplaySchema } from './queue-display';
import { serviceSchema } from './services';

/** A stored Timestamp as the domain reads it (duck-typed on toDate). */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

/** What the browser gets back: the server's parse, through JSON, parsed again. */
function overTheWire<S extends z.ZodType>(schema: S, document: unknown) {
  const onServer = schema.parse(document);
  const inBrowser = schema.parse(JSON.parse(JSON.stringify(onServer)));
  return { onServer, inBrowser };
}

// Documents as the seed writes them (emulator-data/services.json, emulator-data/booking.json,
// scripts/seed/demo-jobs.ts) and as the visit callables write a day's display.
const SERVICE = {
  name: 'Passport Application and Renewal',
  slug: 'passport-renewal',
  category: 'Travel documents',
  summary: 'Apply for a new passport or renew an expiring one.',
  description: 'Our staff check your application and documents before they are sent.',
  requiredDocuments: ['Current or expired passport', 'Two passport photos'],
  fee: 120,
  processingTime: '4-6 weeks',
  durationMinutes: 30,
  bookable: true,
  applicationFields: [
    { key: 'passportNumber', label: 'Current passport number', type: 'text', required: false },
    {
      key: 'applicationType',
      label: 'Application type',
      type: 'select',
      required: true,
      options: ['New passport', 'Renewal'],
    },
    { key: 'passportPhoto', label: 'Passport photo', type: 'file' },
  ],
  active: true,
  order: 1,
  translations: {
    sw: {
      name: 'Huduma za pasipoti',
      requiredDocuments: ['Pasipoti ya sasa au iliyoisha muda'],
      applicationFields: { passportNumber: { label: 'Namba ya pasipoti ya sasa' } },
    },
  },
};

const JOB = {
  id: 'demo-job-warehouse',
  title: 'Warehouse associate',
  employer: 'Prairie Foods Ltd',
  location: 'Edmonton',
  remote: false,
  employmentType: 'full_time',
  description: 'Pick, pack and ship grocery orders on day shifts.',
  requirements: 'Able to lift 20 kg.',
  salary: { min: 18.5, max: 21, currency: 'CAD', period: 'hour' },
  howToApply: { method: 'link', value: 'https://careers.prairiefoods.example/warehouse' },
  deadline: '2026-12-26',
  status: 'published',
  filled: false,
  publishedAt: timestamp('2026-11-28T16:30:00.000Z'),
  closedAt: null,
  postedBy: 'demo-manager',
  postedByName: 'Grace Manager',
  createdAt: timestamp('2026-11-27T15:00:00.000Z'),
  updatedAt: timestamp('2026-11-28T16:30:00.123Z'),
};

const EXAM_SESSION = {
  date: '2026-12-10',
  startTime: '09:00',
  location: 'Exam room 1, Jamii Service Centre',
  capacity: 20,
  booked: 3,
  status: 'open',
  createdAt: timestamp('2026-11-20T10:00:00.000Z'),
};

const QUEUE_DISPLAY = {
  queueDate: '2026-11-30',
  services: {
    'passport-renewal': {
      names: { en: 'Passport Application and Renewal', sw: 'Huduma za pasipoti' },
      waiting: 3,
      oldestWaitingSince: 1_764_518_400_000,
      openDesks: 1,
      serviceMinutes: [12, 9.5, 14],
      served: 4,
    },
  },
  recentCalls: [
    {
      ticket: 'P-004',
      serviceId: 'passport-renewal',
      desk: 'Desk 1',
      calledAt: 1_764_519_000_000,
      firstName: null,
    },
  ],
  updatedAt: timestamp('2026-11-30T16:10:00.000Z'),
  validUntil: timestamp('2026-12-01T07:00:00.000Z'),
};

const BOOKING_SETTINGS = {
  timezone: 'America/Edmonton',
  openingHours: {
    sun: [],
    mon: [{ open: '09:00', close: '17:00' }],
    tue: [{ open: '09:00', close: '17:00' }],
    wed: [{ open: '09:00', close: '17:00' }],
    thu: [{ open: '09:00', close: '19:00' }],
    fri: [{ open: '09:00', close: '17:00' }],
    sat: [{ open: '10:00', close: '14:00' }],
  },
  holidays: ['2026-12-25', '2026-12-26', '2027-01-01'],
  desks: { 'passport-renewal': 2, 'national-id': 2, banking: 1 },
  defaultDesks: 1,
  bookingWindowDays: 60,
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
