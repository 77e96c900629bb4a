// The demo licence renewals (issue 13, item 7): fourteen requests at every step of the workflow
// (docs/product.md §4.13), two of them stuck (more than 10 working days in their status), a few
// assigned to the demo manager and admin, with the history the trigger and the workflow
// callables would have written, their LIC- reservations and small real documents. Pure and
// deterministic: dates are relative to `today` (the centre's local date), none after the moment
// of seeding (`now`), ids are fixed, so seeding again overwrites the same documents.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { APPLICANT_ACTOR } from '../../domain/src/applications';
import { addDays, slotInstant } from '../../domain/src/bookings';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../domain/src/collections';
import {
  licenceRenewalNeedsNote,
  type DeliveryOption,
  type LicenceRenewalStatus,
} from '../../domain/src/licence-renewals';
import { LICENCE_RENEWAL_SERVICE_ID } from '../../domain/src/submissions';
import type { DemoData, DemoFeatureInput, DemoFile, DemoRecord, DemoStaff } from './demo-centre';
import { demoPdf, demoPng } from './demo-files';
import { mapTimestamps, pastOf, seedMomentOf } from './demo-time';

/**
 * A fixed UUID (version 4 layout) per demo request: public requests are keyed by the browser's
 * clientRequestId, a UUID, and the demo's look the same.
 */
function demoRenewalId(key: string): string {
  const hex = createHash('sha256').update(`jamii-demo-licence-renewal:${key}`).digest('hex');
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The one renewal the tests and the README name: its reference and date of birth. */
export const DEMO_LICENCE_RENEWAL = {
  id: demoRenewalId('kamau'),
  reference: 'LIC-4R7K2W',
  dateOfBirth: '1986-09-14',
  status: 'sent_to_authority',
} as const;

export interface DemoLicenceRenewal extends DemoRecord {
  history: DemoRecord[];
  notes: DemoRecord[];
  files: DemoFile[];
}

type Who = 'manager' | 'admin';

/** One move after submission: to `status`, `day` days from today, by whom, with a note. */
interface Step {
  to: LicenceRenewalStatus;
  day: number;
  by: Who;
  note?: string;
}

interface RenewalPlan {
  key: string;
  reference: string;
  person: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    phone: string;
    address: string;
    language: 'en' | 'sw';
  };
  licence: {
    number: string;
    class: string;
    country: string;
    /** Days from today (negative: already expired). */
    expiryDay: number;
  };
  delivery: DeliveryOption;
  courierAddress?: string;
  source?: 'online' | 'offline_sync';
  createdDay: number;
  steps: Step[];
  assignedTo?: Who;
  note?: { by: Who; body: string; day: number };
}

/** The moves after submission, all made by `by`, each [status, day from today, note?]. */
function movesBy(
  by: Who,
  ...moves: [to: LicenceRenewalStatus, day: number, note?: string][]
): Step[] {
  return moves.map(([to, day, note]) => ({ to, day, by, ...(note !== undefined && { note }) }));
}

const PLANS: RenewalPlan[] = [
  {
    key: 'otieno',
    reference: 'LIC-2M8XQH',
    person: {
      firstName: 'Juma',
      lastName: 'Otieno',
      dateOfBirth: '1991-03-22',
      phone: '+1 780 555 0141',
      address: '10235 101 Street NW, Edmonton',
      language: 'en',
    },
    licence: { number: 'DL-0482217', class: 'B', country: 'Kenya', expiryDay: 21 },
    delivery: 'collect',
    createdDay: 0,
    steps: [],
  },
  {
    key: 'mohamed',
    reference: 'LIC-7JW3RB',
    person: {
      firstName: 'Aisha',
      lastName: 'Mohamed',
      dateOfBirth: '1988-11-05',
      phone: '+1 587 555 0172',
      address: '88 Millwoods Road, Edmonton',
      language: 'en',
    },
    licence: { number: 'SO-229104', class: 'B', country: 'Somalia', expiryDay: -30 },
    delivery: 'courier',
    courierAddress: '88 Millwoods Road, Edmonton AB T6K 2R4',
    source: 'offline_sync',
    createdDay: -1,
    steps: [],
  },
  {
    key: 'mushi',
    reference: 'LIC-5TK9PD',
    person: {
      firstName: 'Neema',
      lastName: 'Mushi',
      dateOfBirth: '1994-06-18',
      phone: '+1 780 555 0193',
      address: '4410 118 Avenue NW, Edmonton',
      language: 'sw',
    },
    licence: { number: 'TZ-4001937', class: 'B, D', country: 'Tanzania', expiryDay: 10 },
    delivery: 'collect',
    createdDay: -4,
    steps: movesBy('manager', ['in_review', -3]),
    assignedTo: 'manager',
  },
  {
    key: 'ssemwanga',
    reference: 'LIC-9HCV4N',
    person: {
      firstName: 'Kato',
      lastName: 'Ssemwanga',
      dateOfBirth: '1979-01-30',
      phone: '+1 403 555 0118',
      address: '1502 17 Avenue SW, Calgary',
      language: 'en',
    },
    licence: { number: 'UG-73310284', class: 'CM', country: 'Uganda', expiryDay: -12 },
    delivery: 'courier',
    courierAddress: '1502 17 Avenue SW, Calgary AB T2T 0E6',
    // Stuck: in review for more than 10 working days.
    createdDay: -21,
    steps: movesBy('admin', ['in_review', -19]),
    note: { by: 'admin', body: 'Waiting for the Uganda desk to confirm the fee.', day: -15 },
  },
  {
    key: 'nshimiyimana',
    reference: 'LIC-3QZ6WF',
    person: {
      firstName: 'Amani',
      lastName: 'Nshimiyimana',
      dateOfBirth: '1996-08-09',
      phone: '+1 780 555 0126',
      address: '9920 63 Avenue NW, Edmonton',
      language: 'en',
    },
    licence: { number: 'RW-1199640', class: 'B', country: 'Rwanda', expiryDay: 5 },
    delivery: 'collect',
    createdDay: -8,
    steps: movesBy(
      'manager',
      ['in_review', -7],
      [
        'awaiting_client',
        -6,
        'Please send a clearer copy of the back of your licence: the categories are not readable.',
      ],
    ),
    assignedTo: 'manager',
  },
  {
    key: 'abdi',
    reference: 'LIC-8VD2KX',
    person: {
      firstName: 'Halima',
      lastName: 'Abdi',
      dateOfBirth: '1983-12-01',
      phone: '+1 587 555 0164',
      address: '3304 Parsons Road NW, Edmonton',
      language: 'sw',
    },
    licence: { number: 'DL-3308815', class: 'B', country: 'Kenya', expiryDay: -45 },
    delivery: 'collect',
    // Stuck: waiting for the client for more than 10 working days.
    createdDay: -24,
    steps: movesBy(
      'admin',
      ['in_review', -22],
      [
        'awaiting_client',
        -17,
        'The passport copy you sent has expired. Please send the photo page of your current passport.',
      ],
    ),
  },
  {
    key: 'kamau',
    reference: DEMO_LICENCE_RENEWAL.reference,
    person: {
      firstName: 'Wanjiku',
      lastName: 'Kamau',
      dateOfBirth: DEMO_LICENCE_RENEWAL.dateOfBirth,
      phone: '+1 780 555 0107',
      address: '11620 104 Avenue NW, Edmonton',
      language: 'en',
    },
    licence: { number: 'DL-1175524', class: 'B, C1', country: 'Kenya', expiryDay: -3 },
    delivery: 'collect',
    createdDay: -9,
    steps: movesBy(
      'admin',
      ['in_review', -8],
      ['awaiting_client', -8, 'Please send a passport photo on a plain white background.'],
      ['in_review', -6],
      ['sent_to_authority', -5],
    ),
    assignedTo: 'admin',
    note: { by: 'admin', body: 'Sent to NTSA with DHL, tracking 4471 0923 55.', day: -5 },
  },
  {
    key: 'bekele',
    reference: 'LIC-6NRB7Y',
    person: {
      firstName: 'Tesfaye',
      lastName: 'Bekele',
      dateOfBirth: '1975-04-27',
      phone: '+1 403 555 0139',
      address: '720 Centre Street N, Calgary',
      language: 'en',
    },
    licence: { number: 'ET-0093351', class: 'Automobile', country: 'Ethiopia', expiryDay: 60 },
    delivery: 'courier',
    courierAddress: '720 Centre Street N, Calgary AB T2E 2R1',
    createdDay: -12,
    steps: movesBy('manager', ['in_review', -11], ['sent_to_authority', -7]),
    assignedTo: 'manager',
  },
  {
    key: 'akinyi',
    reference: 'LIC-4FG8ZT',
    person: {
      firstName: 'Grace',
      lastName: 'Akinyi',
      dateOfBirth: '1990-10-14',
      phone: '+1 780 555 0185',
      address: '5104 122 Street NW, Edmonton',
      language: 'en',
    },
    licence: { number: 'DL-2650093', class: 'B', country: 'Kenya', expiryDay: -20 },
    delivery: 'collect',
    createdDay: -26,
    steps: movesBy(
      'manager',
      ['in_review', -25],
      ['sent_to_authority', -22],
      ['ready_for_collection', -2],
    ),
  },
  {
    key: 'mugisha',
    reference: 'LIC-3KP7HM',
    person: {
      firstName: 'Joseph',
      lastName: 'Mugisha',
      dateOfBirth: '1985-02-11',
      phone: '+1 587 555 0111',
      address: '210 Tamarack Way NW, Edmonton',
      language: 'en',
    },
    licence: { number: 'UG-60045172', class: 'B', country: 'Uganda', expiryDay: 14 },
    delivery: 'courier',
    courierAddress: '210 Tamarack Way NW, Edmonton AB T6T 0N8',
    createdDay: -30,
    steps: movesBy(
      'admin',
      ['in_review', -29],
      ['sent_to_authority', -27],
      ['ready_for_collection', -1],
    ),
  },
  {
    key: 'said',
    reference: 'LIC-9WX5QC',
    person: {
      firstName: 'Fatuma',
      lastName: 'Said',
      dateOfBirth: '1987-07-03',
      phone: '+1 780 555 0150',
      address: '14820 45 Street NW, Edmonton',
      language: 'sw',
    },
    licence: { number: 'TZ-4182006', class: 'B', country: 'Tanzania', expiryDay: -70 },
    delivery: 'collect',
    createdDay: -45,
    steps: movesBy(
      'manager',
      ['in_review', -44],
      ['sent_to_authority', -41],
      ['ready_for_collection', -14],
      ['completed', -12],
    ),
  },
  {
    key: 'niyonzima',
    reference: 'LIC-2DT6VR',
    person: {
      firstName: 'Eric',
      lastName: 'Niyonzima',
      dateOfBirth: '1993-05-19',
      phone: '+1 403 555 0177',
      address: '3510 26 Avenue NE, Calgary',
      language: 'en',
    },
    licence: { number: 'BI-0075218', class: 'B', country: 'Burundi', expiryDay: -90 },
    delivery: 'courier',
    courierAddress: '3510 26 Avenue NE, Calgary AB T1Y 6L4',
    createdDay: -60,
    steps: movesBy(
      'admin',
      ['in_review', -59],
      ['sent_to_authority', -55],
      ['ready_for_collection', -30],
      ['completed', -29],
    ),
  },
  {
    key: 'garang',
    reference: 'LIC-7BM4NJ',
    person: {
      firstName: 'Deng',
      lastName: 'Garang',
      dateOfBirth: '1981-09-25',
      phone: '+1 780 555 0198',
      address: '7703 99 Street NW, Edmonton',
      language: 'en',
    },
    licence: { number: 'SS-0012847', class: 'B', country: 'South Sudan', expiryDay: -2000 },
    delivery: 'collect',
    createdDay: -16,
    steps: movesBy(
      'manager',
      ['in_review', -15],
      [
        'rejected',
        -13,
        'The licence expired more than five years ago: the authority only replaces it in person.',
      ],
    ),
  },
  {
    key: 'wambui',
    reference: 'LIC-5XH3GP',
    person: {
      firstName: 'Esther',
      lastName: 'Wambui',
      dateOfBirth: '1998-01-16',
      phone: '+1 587 555 0133',
      address: '16004 95 Street NW, Edmonton',
      language: 'sw',
    },
    licence: { number: 'DL-5530418', class: 'B', country: 'Kenya', expiryDay: 30 },
    delivery: 'collect',
    createdDay: -11,
    steps: movesBy('admin', [
      'rejected',
      -10,
      'You asked us to stop: you will renew the licence yourself on your visit home.',
    ]),
  },
];

/** Times of the day the steps happen at, so the history reads in order within a day. */
const CREATED_AT = '09:05';
const STEP_TIMES = ['10:20', '11:45', '14:10', '15:30', '16:15'];

/** The renewals, newest first as the admin list shows them, each with history, notes and files. */
export function demoLicenceRenewals({
  today,
  settings,
  staff,
  now,
}: DemoFeatureInput): DemoLicenceRenewal[] {
  const byRole = (role: string) => {
    const member = staff.find((user) => user.role === role);
    if (!member) throw new Error(`demo licence renewals: no demo account with role ${role}`);
    return member;
  };
  const people: Record<Who, DemoStaff> = { manager: byRole('manager'), admin: byRole('admin') };
  const at = (day: number, time: string) =>
    Timestamp.fromDate(slotInstant(settings, addDays(today, day), time));

  const renewals = PLANS.map((plan) => {
    const id = demoRenewalId(plan.key);
    const createdAt = at(plan.createdDay, CREATED_AT);
    const entries: DemoData[] = [
      {
        kind: 'created',
        from: null,
        to: 'submitted',
        fromName: null,
        toName: null,
        by: APPLICANT_ACTOR,
        byName: null,
        at: createdAt,
        note: null,
      },
    ];
    let status: LicenceRenewalStatus = 'submitted';
    let statusChangedAt = createdAt;
    let statusNote = '';
    let lastBy: DemoStaff | null = null;
    let lastAt = createdAt;
    plan.steps.forEach((step, index) => {
      const who = people[step.by];
      const when = at(step.day, STEP_TIMES[index] ?? '16:45');
      if (index === 0 && plan.assignedTo) {
        // Whoever picks it up first assigns it just before the first move.
        const assignee = people[plan.assignedTo];
        entries.push({
          kind: 'assignment',
          from: null,
          to: assignee.uid,
          fromName: null,
          toName: assignee.displayName,
          by: who.uid,
          byName: who.displayName,
          at: Timestamp.fromMillis(when.toMillis() - 60_000),
          note: null,
        });
      }
      entries.push({
        kind: 'status',
        from: status,
        to: step.to,
        fromName: null,
        toName: null,
        by: who.uid,
        byName: who.displayName,
        at: when,
        note: step.note ?? null,
      });
      status = step.to;
      statusChangedAt = when;
      statusNote = licenceRenewalNeedsNote(step.to) ? (step.note ?? '') : '';
      lastBy = who;
      lastAt = when;
    });

    const applicant = {
      firstName: plan.person.firstName,
      lastName: plan.person.lastName,
      dateOfBirth: plan.person.dateOfBirth,
      email: `${plan.person.firstName}.${plan.person.lastName}@example.org`.toLowerCase(),
      phone: plan.person.phone,
      address: plan.person.address,
      language: plan.person.language,
    };
    const answers: Record<string, string> = {
      licenceNumber: plan.licence.number,
      licenceClass: plan.licence.class,
      issuingCountry: plan.licence.country,
      licenceExpiry: addDays(today, plan.licence.expiryDay),
      delivery: plan.delivery,
      ...(plan.courierAddress && { courierAddress: plan.courierAddress }),
    };
    const { documents, files } = documentsOf(id, plan, createdAt.toMillis());
    const assignee = plan.assignedTo ? people[plan.assignedTo] : null;
    const data: DemoData = {
      clientRequestId: id,
      serviceId: LICENCE_RENEWAL_SERVICE_ID,
      kind: 'service',
      applicant,
      answers,
      documents,
      status,
      source: plan.source ?? 'online',
      createdAt,
      // What onLicenceRenewalCreated and the workflow callables add:
      reference: plan.reference,
      statusNote,
      assignedTo: assignee?.uid ?? null,
      assignedToName: assignee?.displayName ?? null,
      updatedAt: lastAt,
      updatedBy: (lastBy as DemoStaff | null)?.uid ?? null,
      statusChangedAt,
    };
    const history = entries.map((entry, index) => ({
      id: `${id}-${String(index + 1).padStart(2, '0')}`,
      data: entry,
    }));
    const notes = plan.note
      ? [
          {
            id: `${id}-note-1`,
            data: {
              body: plan.note.body,
              authorId: people[plan.note.by].uid,
              authorName: people[plan.note.by].displayName,
              createdAt: at(plan.note.day, '16:50'),
            },
          },
        ]
      : [];
    return { id, data, history, notes, files };
  });
  // Planned on the wall clock, then today's times that have not come yet moved to just before
  // now, in order (a request "asked at 16:05" at 09:00 would precede the review started now).
  const past = pastOf(settings.timezone, today, seedMomentOf(settings, today, now));
  return mapTimestamps(renewals, past).sort(
    (a, b) =>
      (b.data.createdAt as Timestamp).toMillis() - (a.data.createdAt as Timestamp).toMillis(),
  );
}

/** The three documents of a request (licence copy, passport, photo), as the form uploads them. */
function documentsOf(
  id: string,
  plan: RenewalPlan,
  createdMillis: number,
): { documents: DemoData[]; files: DemoFile[] } {
  const name = `${plan.person.firstName} ${plan.person.lastName}`;
  const stamp = createdMillis.toString(36);
  const made: { field: string; name: string; bytes: Buffer; png: boolean }[] = [
    {
      field: 'licenceCopy',
      name: 'driving-licence-both-sides.pdf',
      png: false,
      bytes: demoPdf([
        'Copy of driving licence (both sides)',
        `Holder: ${name}`,
        `Licence ${plan.licence.number}, class ${plan.licence.class}, ${plan.licence.country}`,
        'Demo document generated for the Jamii Service Centre demo. Not a real document.',
      ]),
    },
    {
      field: 'identityDocument',
      name: 'passport-photo-page.pdf',
      png: false,
      bytes: demoPdf([
        'Passport photo page',
        `Holder: ${name}, born ${plan.person.dateOfBirth}`,
        'Demo document generated for the Jamii Service Centre demo. Not a real document.',
      ]),
    },
    {
      field: 'photo',
      name: 'passport-photo.png',
      png: true,
      bytes: demoPng([245, 245, 245], [70, 52, 40]),
    },
  ];
  const documents: DemoData[] = [];
  const files: DemoFile[] = [];
  for (const document of made) {
    const stem = document.name.slice(0, document.name.lastIndexOf('.'));
    const path = `${COLLECTIONS.licenceRenewals}/${id}/${document.field}-${stamp}-${stem}.${document.png ? 'png' : 'pdf'}`;
    const contentType = document.png ? 'image/png' : 'application/pdf';
    files.push({ path, contentType, bytes: document.bytes });
    documents.push({
      path,
      name: document.name,
      size: document.bytes.length,
      contentType,
      field: document.field,
    });
  }
  return { documents, files };
}

/**
 * Every document of the demo licence renewals to write, as {path, data}: the renewals (without
 * their documents when Storage is not running), their history and notes, and the reservations
 * of their references.
 */
export function demoLicenceRenewalWrites(
  renewals: readonly DemoLicenceRenewal[],
  { withDocuments }: { withDocuments: boolean },
): { path: string; data: DemoData }[] {
  return renewals.flatMap((renewal) => [
    {
      path: `${COLLECTIONS.licenceRenewals}/${renewal.id}`,
      data: withDocuments ? renewal.data : { ...renewal.data, documents: [] },
    },
    ...renewal.history.map((entry) => ({
      path: `${COLLECTIONS.licenceRenewals}/${renewal.id}/${SUBCOLLECTIONS.history}/${entry.id}`,
      data: entry.data,
    })),
    ...renewal.notes.map((note) => ({
      path: `${COLLECTIONS.licenceRenewals}/${renewal.id}/${SUBCOLLECTIONS.notes}/${note.id}`,
      data: note.data,
    })),
    {
      path: `${COLLECTIONS.licenceRenewalReferences}/${String(renewal.data.reference)}`,
      data: { renewalId: renewal.id, createdAt: renewal.data.createdAt },
    },
  ]);
}
