import { ASSIGNMENT_KINDS, sortAssignments } from '@centre/domain/assignments';
import { DEFAULT_BOOKING_SETTINGS, addDays } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import { queueDateOf } from '@centre/domain/visits';
import { Timestamp, doc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_PAGE_SIZE,
  listMyAssignmentsPage,
  type AssignmentCursors,
  type AssignmentRow,
} from '../../web/src/data/assignments/list-my-assignments';
import { useOwnProject } from '../support/own-project';

// My assignments' pages (web/src/data/assignments/list-my-assignments.ts): per-kind cursors
// merged in the list's order give every item once, in compareAssignments order, 25 a page.
// A project of its own (no trigger runs), written with rules off.

const PROJECT = 'demo-my-assignments';
const TZ = DEFAULT_BOOKING_SETTINGS.timezone;
const NOW = new Date();
const TODAY = queueDateOf(NOW, TZ);
const DAY_MS = 86_400_000;
const ME = 'agent-uid';

const applications = Array.from({ length: 23 }, (_, i) => ({
  id: `app-${String(i).padStart(2, '0')}`,
  kind: i % 4 === 0 ? 'hca' : 'service',
  status: i % 5 === 0 ? 'approved' : 'in_review',
  serviceId: 'passport-renewal',
  applicant: { firstName: 'Amina', lastName: `Applicant ${i}` },
  createdAt: Timestamp.fromMillis(NOW.getTime() - (i % 9) * DAY_MS - i * 60_000),
  assignedTo: i === 22 ? 'someone-else' : ME,
}));
const visits = Array.from({ length: 12 }, (_, i) => ({
  id: `visit-${String(i).padStart(2, '0')}`,
  ticket: `P-${String(i).padStart(3, '0')}`,
  queueDate: i === 0 ? addDays(TODAY, -1) : TODAY,
  status: i % 6 === 5 ? 'completed' : 'in_service',
  checkedInAt: Timestamp.fromMillis(NOW.getTime() - (12 - i) * 60_000),
  assignedTo: ME,
}));
const tasks = Array.from({ length: 30 }, (_, i) => ({
  id: `task-${String(i).padStart(2, '0')}`,
  title: `Task ${i}`,
  description: '',
  assignedTo: ME,
  assignedToName: 'Achieng',
  dueDate: addDays(TODAY, (i % 11) - 5),
  status: i % 7 === 6 ? 'done' : i % 2 ? 'in_progress' : 'open',
  createdBy: 'manager-uid',
  createdByName: 'Musa',
  createdAt: Timestamp.fromMillis(NOW.getTime() - i * 3_600_000),
  updatedAt: Timestamp.fromMillis(NOW.getTime()),
}));

const project = useOwnProject(
  PROJECT,
  ({ withoutRules }) =>
    withoutRules(async (db) => {
      const batch = writeBatch(db);
      for (const { id, ...data } of applications)
        batch.set(doc(db, COLLECTIONS.applications, id), data);
      for (const { id, ...data } of visits) batch.set(doc(db, COLLECTIONS.visits, id), data);
      for (const { id, ...data } of tasks) batch.set(doc(db, COLLECTIONS.tasks, id), data);
      await batch.commit();
    }),
  120_000,
);

async function allPages(kind: '' | (typeof ASSIGNMENT_KINDS)[number]) {
  const pages: AssignmentRow[][] = [];
  await project.withoutRules(async (db) => {
    let cursors: AssignmentCursors = {};
    for (let guard = 0; guard < 10; guard += 1) {
      const page = await listMyAssignmentsPage(db, {
        uid: ME,
        today: TODAY,
        timezone: TZ,
        filters: { kind, status: '' },
        cursors,
        kinds: ASSIGNMENT_KINDS,
      });
      expect(page.failed).toEqual([]);
      pages.push(page.rows);
      if (!page.hasMore) break;
      cursors = page.cursors;
    }
  });
  return pages;
}

describe('my assignments pages', () => {
  it('lists every open item of mine once, in action order, 25 to a page', async () => {
    const pages = await allPages('');
    const rows = pages.flat();
    const expected =
      applications.filter((a) => a.assignedTo === ME && a.status === 'in_review').length +
      visits.filter((v) => v.status === 'in_service').length +
      tasks.filter((t) => t.status !== 'done').length;
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((row) => `${row.kind}/${row.id}`)).size).toBe(expected);
    expect(rows.map((row) => row.id)).toEqual(sortAssignments(rows, TODAY).map((row) => row.id));
    expect(pages[0]).toHaveLength(ASSIGNMENT_PAGE_SIZE);
    expect((rows[0]?.dueDay ?? '') < TODAY).toBe(true);
    expect(rows.find((row) => row.kind === 'visit')?.id).toBe('visit-00'); // yesterday's: overdue
  });

  it('filters by kind and status', async () => {
    const hca = (await allPages('hca')).flat();
    expect(hca.every((row) => row.kind === 'hca' && row.status === 'in_review')).toBe(true);
    expect(hca.length).toBe(
      applications.filter(
        (a) => a.kind === 'hca' && a.assignedTo === ME && a.status === 'in_review',
      ).length,
    );
    await project.withoutRules(async (db) => {
      const page = await listMyAssignmentsPage(db, {
        uid: ME,
        today: TODAY,
        timezone: TZ,
        filters: { kind: 'task', status: 'done' },
        cursors: {},
        kinds: ASSIGNMENT_KINDS,
      });
      expect(page.rows.map((row) => row.status)).toEqual(
        tasks.filter((t) => t.status === 'done').map(() => 'done'),
      );
    });
  });
});
