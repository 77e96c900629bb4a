// Stored documents of the collections the public reads (services, jobs, examSessions,
// queueDisplays), as the seed and the callables write them: the fixtures of the public reads'
// tests (domain/src/public-wire.test.ts, functions/src/public-data/public-data.test.ts,
// tests/functions/public-data.test.ts). `at` makes a stored Timestamp of the test's kind
// (firebase-admin's, or one duck-typed on toDate); each fixture takes the fields its test is
// about.

import type { ApplicationField } from '../services';

type Fields = Record<string, unknown>;

/**
 * The passport service's catalogue entry as emulator-data/services.json has it, less its form
 * and its translations: the web tests' catalogue entry (web/src/data/services/testing.ts) too.
 */
export const passportService = () => ({
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
  active: true,
  order: 1,
});

/** Two fields of the passport service's form: an optional text and a required select. */
export const PASSPORT_NUMBER_FIELD: ApplicationField = {
  key: 'passportNumber',
  label: 'Current passport number',
  type: 'text',
  required: false,
};
export const APPLICATION_TYPE_FIELD: ApplicationField = {
  key: 'applicationType',
  label: 'Application type',
  type: 'select',
  required: true,
  options: ['New passport', 'Renewal'],
};

export function publicDocuments(at: (iso: string) => unknown) {
  /** A services/{id} as emulator-data/services.json has them. */
  const service = (fields: Fields = {}) => ({
    ...passportService(),
    applicationFields: [
      PASSPORT_NUMBER_FIELD,
      APPLICATION_TYPE_FIELD,
      { key: 'passportPhoto', label: 'Passport photo', type: 'file' },
    ],
    translations: {
      sw: {
        name: 'Huduma za pasipoti',
        requiredDocuments: ['Pasipoti ya sasa au iliyoisha muda'],
        applicationFields: { passportNumber: { label: 'Namba ya pasipoti ya sasa' } },
      },
    },
    ...fields,
  });

  /**
   * A jobs/{id} as saveJob and changeJobStatus leave it (scripts/seed/demo-jobs.ts); publishedAt
   * and closedAt as ISO strings (null: not yet).
   */
  const job = ({
    publishedAt = '2026-11-28T16:30:00.000Z',
    closedAt = null,
    ...fields
  }: Fields & { publishedAt?: string | null; closedAt?: string | null } = {}) => ({
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
    publishedAt: publishedAt === null ? null : at(publishedAt),
    closedAt: closedAt === null ? null : at(closedAt),
    postedBy: 'demo-manager',
    postedByName: 'Grace Manager',
    createdAt: at('2026-11-27T15:00:00.000Z'),
    updatedAt: at('2026-11-28T16:30:00.123Z'),
    ...fields,
  });

  /** An examSessions/{id} as staff create it. */
  const examSession = (fields: Fields = {}) => ({
    date: '2026-12-10',
    startTime: '09:00',
    location: 'Exam room 1, Jamii Service Centre',
    capacity: 20,
    booked: 3,
    status: 'open',
    createdAt: at('2026-11-20T10:00:00.000Z'),
    ...fields,
  });

  /** A queueDisplays/{queueDate} as the visit callables write it, holding until `validUntil`. */
  const queueDisplay = (validUntil: string, fields: Fields = {}) => ({
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
    updatedAt: at('2026-11-30T16:10:00.000Z'),
    validUntil: at(validUntil),
    ...fields,
  });

  return { service, job, examSession, queueDisplay };
}
