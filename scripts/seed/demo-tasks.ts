// The demo centre's tasks (issue 12): a handful among the demo staff (a manager giving work to
// the agent, the agent's own reminders, the reception asking for a call back...), some overdue,
// some due today, some in progress, one done, some about seeded applications and visits, each
// with the history the task callables (functions/src/tasks/) would have written. Pure and
// deterministic like demo-centre.ts, which calls it: fixed ids, dates relative to `today`.
import { addDays } from '../../domain/src/bookings';
import type { RecordLink } from '../../domain/src/record-links';
import type { TaskEvent, TaskStatus } from '../../domain/src/tasks';
import type { Timestamp } from 'firebase-admin/firestore';

export interface DemoTaskStaff {
  uid: string;
  displayName: string;
}

export interface DemoTasksInput {
  /** The centre's local date, YYYY-MM-DD. */
  today: string;
  /**
   * A wall-clock time of a day in the centre's zone, never after the moment of seeding (today's
   * times that have not come yet move to just before it: scripts/seed/demo-time.ts).
   */
  clock: (date: string, time: string) => Timestamp;
  staff: {
    admin: DemoTaskStaff;
    manager: DemoTaskStaff;
    agent: DemoTaskStaff;
    reception: DemoTaskStaff;
    bank: DemoTaskStaff;
  };
  /** Seeded applications to link (id and reference), service applications first. */
  applications: readonly { id: string; reference: string; kind: string }[];
  /** A past visit to link (id, ticket, visitor, its date). */
  visit: { id: string; ticket: string; visitorName: string; queueDate: string } | null;
}

export interface DemoTask {
  id: string;
  data: Record<string, unknown>;
  history: { id: string; data: Record<string, unknown> }[];
}

type Who = keyof DemoTasksInput['staff'];

/** One step after creation: a move or a reassignment, `days` after creation at `time`. */
type Step =
  | { by: Who; to: TaskStatus; days: number; time: string; note?: string }
  | { by: Who; reassignTo: Who; days: number; time: string; note?: string };

interface TaskPlan {
  title: string;
  description: string;
  author: Who;
  assignee: Who;
  /** Days from today: negative is in the past. */
  createdDaysAgo: number;
  createdAt: string;
  dueInDays: number;
  about?: 'application' | 'hca' | 'visit';
  steps?: Step[];
}

const PLANS: readonly TaskPlan[] = [
  {
    title: 'Call the applicant about the missing passport photo',
    description:
      'The photo uploaded is a scan of a printed photo. Ask for a new one taken at a studio, 50 x 70 mm.',
    author: 'manager',
    assignee: 'agent',
    createdDaysAgo: 4,
    createdAt: '10:20',
    dueInDays: -2,
    about: 'application',
  },
  {
    title: 'Check the HCA registration documents',
    description: 'Training certificate and police check: confirm both are legible and current.',
    author: 'manager',
    assignee: 'agent',
    createdDaysAgo: 2,
    createdAt: '09:05',
    dueInDays: 0,
    about: 'hca',
    steps: [{ by: 'agent', to: 'in_progress', days: 1, time: '11:40' }],
  },
  {
    title: 'Follow up with the registry on the birth certificate request',
    description: 'The registry promised an answer within five working days.',
    author: 'agent',
    assignee: 'agent',
    createdDaysAgo: 1,
    createdAt: '15:30',
    dueInDays: 3,
  },
  {
    title: 'Call the visitor back about the documents to bring',
    description: 'He left before being served; he asked for a call back in Kiswahili.',
    author: 'reception',
    assignee: 'agent',
    createdDaysAgo: 0,
    createdAt: '',
    dueInDays: 0,
    about: 'visit',
  },
  {
    title: 'Prepare the weekly no-show summary',
    description: 'Appointments and visits marked no-show this week, by service.',
    author: 'manager',
    assignee: 'manager',
    createdDaysAgo: 5,
    createdAt: '08:45',
    dueInDays: -1,
    steps: [{ by: 'manager', to: 'in_progress', days: 3, time: '14:10' }],
  },
  {
    title: 'Review the desk rota for next week',
    description: 'Two agents are on leave on Thursday; passport desk needs cover.',
    author: 'admin',
    assignee: 'manager',
    createdDaysAgo: 1,
    createdAt: '16:00',
    dueInDays: 4,
  },
  {
    title: 'Print new passport forms for the front desk',
    description: 'The old forms are out of date since the fee change.',
    author: 'agent',
    assignee: 'reception',
    createdDaysAgo: 6,
    createdAt: '09:30',
    dueInDays: -3,
    steps: [
      { by: 'reception', to: 'in_progress', days: 1, time: '10:00' },
      { by: 'reception', to: 'done', days: 1, time: '12:15', note: '50 copies on the shelf.' },
    ],
  },
  {
    title: 'Reply to the contact message about Saturday opening hours',
    description: 'Check with the manager before answering.',
    author: 'manager',
    assignee: 'manager',
    createdDaysAgo: 3,
    createdAt: '11:00',
    dueInDays: 1,
    steps: [
      {
        by: 'manager',
        reassignTo: 'agent',
        days: 0,
        time: '11:05',
        note: 'Achieng handles the inbox this week.',
      },
    ],
  },
  {
    title: 'Confirm the Equity Bank product sheet is current',
    description: 'Ask the bank liaison whether the savings rates changed this month.',
    author: 'manager',
    assignee: 'bank',
    createdDaysAgo: 2,
    createdAt: '13:20',
    dueInDays: 6,
  },
];

/** The tasks of the demo centre, each with its history. */
export function demoTasks(input: DemoTasksInput): DemoTask[] {
  const { today, clock, staff } = input;
  const service = input.applications.find((application) => application.kind !== 'hca');
  const hca = input.applications.find((application) => application.kind === 'hca');
  const linkOf = (about: TaskPlan['about']): RecordLink | null => {
    if (about === 'application' && service) {
      return { kind: 'application', id: service.id, label: service.reference };
    }
    if (about === 'hca' && hca) return { kind: 'application', id: hca.id, label: hca.reference };
    if (about === 'visit' && input.visit) {
      const { id, ticket, visitorName } = input.visit;
      return { kind: 'visit', id, label: [ticket, visitorName].filter(Boolean).join(' · ') };
    }
    return null;
  };

  return PLANS.map((plan, index) => {
    const id = `demo-task-${String(index + 1).padStart(2, '0')}`;
    // The visit's task was written the day of that visit, at closing time.
    const createdDay =
      plan.about === 'visit' && input.visit
        ? input.visit.queueDate
        : addDays(today, -plan.createdDaysAgo);
    const createdAt = clock(createdDay, plan.createdAt || '17:10');
    const author = staff[plan.author];
    let assignee = staff[plan.assignee];
    let status: TaskStatus = 'open';
    let updatedAt = createdAt;
    let updatedBy = author.uid;
    let completedAt: Timestamp | null = null;
    const entry = (
      n: number,
      event: TaskEvent,
      fields: { from: TaskStatus | null; to: TaskStatus; note?: string; detail?: string },
      by: DemoTaskStaff,
      at: Timestamp,
    ) => ({
      id: `${id}-${String(n).padStart(2, '0')}`,
      data: {
        event,
        from: fields.from,
        to: fields.to,
        note: fields.note ?? null,
        detail: fields.detail ?? null,
        by: by.uid,
        byName: by.displayName,
        at,
      },
    });
    const history = [
      entry(
        1,
        'created',
        { from: null, to: 'open', detail: assignee.displayName },
        author,
        createdAt,
      ),
    ];
    for (const step of plan.steps ?? []) {
      const by = staff[step.by];
      const at = clock(addDays(createdDay, step.days), step.time);
      if ('to' in step) {
        history.push(
          entry(
            history.length + 1,
            'status_changed',
            { from: status, to: step.to, note: step.note },
            by,
            at,
          ),
        );
        status = step.to;
        completedAt = step.to === 'done' ? at : null;
      } else {
        assignee = staff[step.reassignTo];
        history.push(
          entry(
            history.length + 1,
            'reassigned',
            { from: status, to: status, note: step.note, detail: assignee.displayName },
            by,
            at,
          ),
        );
      }
      updatedAt = at;
      updatedBy = by.uid;
    }
    return {
      id,
      data: {
        title: plan.title,
        description: plan.description,
        assignedTo: assignee.uid,
        assignedToName: assignee.displayName,
        dueDate: addDays(today, plan.dueInDays),
        status,
        relatedTo: linkOf(plan.about),
        createdBy: author.uid,
        createdByName: author.displayName,
        createdAt,
        updatedAt,
        updatedBy,
        completedAt,
      },
      history,
    };
  });
}
