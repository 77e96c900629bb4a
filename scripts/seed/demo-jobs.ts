// The demo jobs board (issue 13): a dozen jobs in every status (draft, published, closed, filled,
// expired), with the history the job callables would have written, as plain records for
// scripts/seed.ts. Pure and deterministic: dates are relative to `today` (the centre's local
// date), none after the moment of seeding (`now`), ids are fixed, so seeding again overwrites the
// same documents.
import { Timestamp } from 'firebase-admin/firestore';
import { slotInstant } from '../../domain/src/bookings';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../domain/src/collections';
import {
  addJobDays,
  jobFieldsInput,
  newJobRecord,
  type JobEvent,
  type JobFieldsInput,
  type JobStatus,
  type SalaryPeriod,
} from '../../domain/src/jobs';
import type { DemoData, DemoFeatureInput, DemoRecord } from './demo-centre';
import { pastOf, seedMomentOf } from './demo-time';

export interface DemoJob extends DemoRecord {
  history: DemoRecord[];
}

interface JobPlan {
  id: string;
  fields: JobFieldsInput;
  status: JobStatus;
  filled?: boolean;
  /**
   * Days from today: when it was created, published (none: a draft) and closed or expired, and
   * its deadline (a published job's is always set).
   */
  days: { created: number; published?: number; ended?: number; deadline?: number };
}

const AT_CENTRE = { method: 'at_centre', value: '' } as const;

/** A salary in Canadian dollars (min or max null: "up to" or "from"). */
const cad = (min: number | null, max: number | null, period: SalaryPeriod) =>
  ({ min, max, currency: 'CAD', period }) as const;

const PLANS: JobPlan[] = [
  {
    id: 'demo-job-warehouse',
    status: 'published',
    days: { created: -3, published: -2, deadline: 26 },
    fields: {
      title: 'Warehouse associate',
      employer: 'Prairie Foods Ltd',
      location: 'Edmonton',
      employmentType: 'full_time',
      description:
        'Pick, pack and ship grocery orders on day shifts in our north Edmonton warehouse. Training is paid and safety boots are provided.',
      requirements: 'Able to lift 20 kg. Basic English. Forklift ticket an asset.',
      salary: cad(18.5, 21, 'hour'),
      howToApply: { method: 'link', value: 'https://careers.prairiefoods.example/warehouse' },
    },
  },
  {
    id: 'demo-job-health-care-aide',
    status: 'published',
    days: { created: -6, published: -5, deadline: 9 },
    fields: {
      title: 'Health care aide',
      employer: 'Riverbend Care Home',
      location: 'St. Albert',
      employmentType: 'part_time',
      description:
        'Support residents with daily living in a friendly long-term care home. Evening and weekend shifts.',
      requirements: 'Alberta HCA certificate (or passing the HCA exam soon). Police check.',
      salary: cad(24, 27.5, 'hour'),
      howToApply: { method: 'email', value: 'hr@riverbendcare.example' },
    },
  },
  {
    id: 'demo-job-support-kiswahili',
    status: 'published',
    days: { created: -9, published: -8, deadline: 3 },
    fields: {
      // Posted in Kiswahili: the board marks it so, and says so on English pages.
      title: 'Mhudumu wa wateja (Kiswahili na Kiingereza)',
      employer: 'Simu Connect',
      location: 'Alberta',
      remote: true,
      employmentType: 'contract',
      description:
        'Jibu simu na jumbe za wateja kwa Kiswahili na Kiingereza ukiwa nyumbani. Utapewa kompyuta ndogo na vifaa vya kusikilizia.',
      requirements:
        'Kiswahili na Kiingereza fasaha. Mahali patulivu pa kufanyia kazi na intaneti ya uhakika.',
      language: 'sw',
      salary: cad(null, 3600, 'month'),
      howToApply: { method: 'link', value: 'https://jobs.simuconnect.example/apply/sw-en' },
    },
  },
  {
    id: 'demo-job-line-cook',
    status: 'published',
    days: { created: -12, published: -12, deadline: 0 },
    fields: {
      title: 'Line cook',
      employer: 'Mama Africa Kitchen',
      location: 'Edmonton',
      employmentType: 'part_time',
      description: 'Prepare East African dishes in a busy family restaurant on Whyte Avenue.',
      requirements: 'Kitchen experience; a food safety certificate or willing to get one.',
      howToApply: AT_CENTRE,
    },
  },
  {
    id: 'demo-job-bookkeeper',
    status: 'published',
    days: { created: -1, published: 0, deadline: 30 },
    fields: {
      title: 'Bookkeeper',
      employer: 'Umoja Accounting',
      location: 'Calgary',
      employmentType: 'full_time',
      description: 'Keep the books of small businesses and prepare GST returns.',
      requirements: 'Two years of bookkeeping; QuickBooks.',
      salary: cad(52000, 60000, 'year'),
      howToApply: { method: 'email', value: 'jobs@umoja-accounting.example' },
    },
  },
  {
    id: 'demo-job-summer-volunteer',
    status: 'published',
    days: { created: -4, published: -4, deadline: 17 },
    fields: {
      title: 'Youth programme volunteer',
      employer: 'Jamii Community Services Centre',
      location: 'Edmonton',
      employmentType: 'volunteer',
      description: 'Help run homework clubs and football afternoons for newcomer youth.',
      requirements: 'A police check with vulnerable sector search.',
      howToApply: { method: 'at_centre', value: 'Ask for the youth programme coordinator.' },
    },
  },
  {
    id: 'demo-job-driver-draft',
    status: 'draft',
    days: { created: -1, deadline: 21 },
    fields: {
      title: 'Delivery driver',
      employer: 'Haraka Couriers',
      location: 'Edmonton',
      employmentType: 'temporary',
      description: 'Deliver parcels in south Edmonton over the holiday season.',
      requirements: 'Class 5 licence and a clean driving record.',
      salary: cad(20, null, 'hour'),
      howToApply: { method: 'email', value: 'drive@haraka.example' },
    },
  },
  {
    id: 'demo-job-intern-draft',
    status: 'draft',
    days: { created: 0 },
    fields: {
      title: 'Settlement services intern',
      employer: 'Jamii Community Services Centre',
      location: 'Edmonton',
      employmentType: 'internship',
      description: 'Assist case workers with intake and follow-up for newcomer families.',
      howToApply: AT_CENTRE,
    },
  },
  {
    id: 'demo-job-cleaner-closed',
    status: 'closed',
    days: { created: -20, published: -19, ended: -6, deadline: 11 },
    fields: {
      title: 'Office cleaner',
      employer: 'Safi Cleaning Co.',
      location: 'Edmonton',
      employmentType: 'part_time',
      description: 'Evening office cleaning downtown, Monday to Friday.',
      salary: cad(17, 17, 'hour'),
      howToApply: AT_CENTRE,
    },
  },
  {
    id: 'demo-job-welder-filled',
    status: 'closed',
    filled: true,
    days: { created: -25, published: -24, ended: -3, deadline: 6 },
    fields: {
      title: 'Welder (journeyperson)',
      employer: 'Northern Steel Fabricators',
      location: 'Nisku',
      employmentType: 'full_time',
      description: 'Structural welding in a fabrication shop. Overtime available.',
      requirements: 'Red Seal or Alberta journeyperson welder ticket.',
      salary: cad(38, 44, 'hour'),
      howToApply: { method: 'link', value: 'https://northernsteel.example/careers' },
    },
  },
  {
    id: 'demo-job-cashier-expired',
    status: 'expired',
    days: { created: -40, published: -38, ended: -8, deadline: -9 },
    fields: {
      title: 'Cashier',
      employer: 'Duka Grocery',
      location: 'Edmonton',
      employmentType: 'part_time',
      description: 'Serve customers at the till and keep the shelves tidy.',
      howToApply: AT_CENTRE,
    },
  },
  {
    id: 'demo-job-translator-expired',
    status: 'expired',
    days: { created: -50, published: -45, ended: -15, deadline: -16 },
    fields: {
      title: 'Court interpreter (Kiswahili)',
      employer: 'Alberta Interpreting Services',
      location: 'Alberta',
      remote: true,
      employmentType: 'per_diem',
      description: 'Interpret at hearings, mostly by video. Called as needed.',
      requirements: 'Interpreter certification or equivalent experience.',
      salary: cad(300, 450, 'day'),
      howToApply: { method: 'email', value: 'roster@ab-interpreting.example' },
    },
  },
];

/** Who a job's automatic expiry is written by. */
const EXPIRY = { uid: 'system', name: 'Automatic expiry' };

/** One entry of a job's history, as the job callables write it. */
function historyEntry(
  event: JobEvent,
  from: JobStatus | null,
  to: JobStatus,
  detail: string | null,
  by: { uid: string; name: string },
  at: Timestamp,
): DemoData {
  return { event, from, to, detail, by: by.uid, byName: by.name, at };
}

/** The jobs, newest first as the board shows them, each with its history. */
export function demoJobs({ today, settings, staff, now }: DemoFeatureInput): DemoJob[] {
  const poster = staff.find((user) => user.role === 'manager') ?? staff[0];
  if (!poster) throw new Error('demo jobs: no staff to post them');
  const admin = staff.find((user) => user.role === 'admin') ?? poster;
  // Planned on the wall clock; today's times that have not come yet move to just before now.
  const past = pastOf(settings.timezone, today, seedMomentOf(settings, today, now));
  const at = (day: number, time: string) =>
    past(Timestamp.fromDate(slotInstant(settings, addJobDays(today, day), time)));

  return PLANS.map((plan) => {
    const { days } = plan;
    const deadline = days.deadline === undefined ? null : addJobDays(today, days.deadline);
    const fields = jobFieldsInput.parse({ ...plan.fields, deadline });
    const createdAt = at(days.created, '09:30');
    const publishedAt = days.published === undefined ? null : at(days.published, '10:15');
    const endedAt = days.ended === undefined ? null : at(days.ended, '16:40');
    const data: DemoData = {
      ...newJobRecord(fields, { uid: poster.uid, name: poster.displayName }),
      status: plan.status,
      filled: plan.filled ?? false,
      publishedAt,
      closedAt: endedAt,
      createdAt,
      updatedAt: endedAt ?? publishedAt ?? createdAt,
    };

    const posted = { uid: poster.uid, name: poster.displayName };
    const entries = [historyEntry('created', null, 'draft', null, posted, createdAt)];
    if (publishedAt) {
      entries.push(historyEntry('published', 'draft', 'published', deadline, posted, publishedAt));
    }
    if (endedAt && plan.status === 'expired') {
      entries.push(historyEntry('expired', 'published', 'expired', deadline, EXPIRY, endedAt));
    } else if (endedAt) {
      const by = { uid: admin.uid, name: admin.displayName };
      entries.push(
        historyEntry(plan.filled ? 'filled' : 'closed', 'published', 'closed', null, by, endedAt),
      );
    }
    const history = entries.map((entry, index) => ({
      id: `${plan.id}-${String(index + 1).padStart(2, '0')}`,
      data: { note: null, ...entry },
    }));
    return { id: plan.id, data, history };
  });
}

/** Every document of the jobs board to write, as {path, data}. */
export function demoJobWrites(jobs: readonly DemoJob[]): { path: string; data: DemoData }[] {
  return jobs.flatMap((job) => [
    { path: `${COLLECTIONS.jobs}/${job.id}`, data: job.data },
    ...job.history.map((entry) => ({
      path: `${COLLECTIONS.jobs}/${job.id}/${SUBCOLLECTIONS.history}/${entry.id}`,
      data: entry.data,
    })),
  ]);
}
