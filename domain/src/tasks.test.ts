import { describe, expect, it } from 'vitest';
import {
  TASK_MESSAGES,
  TASK_STATUSES,
  TASK_TRANSITIONS,
  canChangeTask,
  canMoveTask,
  createTaskInput,
  isOpenTask,
  isTaskOverdue,
  reassignTaskInput,
  taskHistoryEntrySchema,
  taskRecordSchema,
  updateTaskStatusInput,
} from './tasks';

describe('task transitions', () => {
  // open -> in_progress -> done, done from open, putting back and reopening.
  it.each([
    ['open', 'in_progress'],
    ['in_progress', 'done'],
    ['open', 'done'],
    ['in_progress', 'open'],
    ['done', 'in_progress'],
  ] as const)('allows %s -> %s', (from, to) => expect(canMoveTask(from, to)).toBe(true));

  it('refuses staying put and reopening a done task straight to open', () => {
    for (const status of TASK_STATUSES) expect(canMoveTask(status, status)).toBe(false);
    expect(canMoveTask('done', 'open')).toBe(false);
  });

  it('reaches every status from every other one, through the table', () => {
    for (const from of TASK_STATUSES) {
      const seen = new Set([from]);
      const queue = [from];
      while (queue.length) {
        for (const next of TASK_TRANSITIONS[queue.shift()!]) {
          if (!seen.has(next)) queue.push(next);
          seen.add(next);
        }
      }
      expect([...seen].sort(), from).toEqual([...TASK_STATUSES].sort());
    }
  });
});

describe('overdue and open tasks', () => {
  const today = '2026-03-18';

  it('is overdue when due before today (the centre’s date) and not done', () => {
    expect(isTaskOverdue({ status: 'open', dueDate: '2026-03-17' }, today)).toBe(true);
    expect(isTaskOverdue({ status: 'in_progress', dueDate: '2026-02-28' }, today)).toBe(true);
  });

  it('is not overdue on its due day, later, or once done', () => {
    expect(isTaskOverdue({ status: 'open', dueDate: today }, today)).toBe(false);
    expect(isTaskOverdue({ status: 'open', dueDate: '2026-03-19' }, today)).toBe(false);
    expect(isTaskOverdue({ status: 'done', dueDate: '2026-03-01' }, today)).toBe(false);
  });

  it('counts open and in progress as open, done as not', () => {
    expect(TASK_STATUSES.filter(isOpenTask)).toEqual(['open', 'in_progress']);
  });
});

describe('who may change a task', () => {
  const task = { assignedTo: 'agent-1', createdBy: 'reception-1' };

  it('allows the assignee, the author and the manager roles', () => {
    expect(canChangeTask({ uid: 'agent-1', role: 'agent' }, task)).toBe(true);
    expect(canChangeTask({ uid: 'reception-1', role: 'receptionist' }, task)).toBe(true);
    for (const role of ['manager', 'admin', 'superadmin']) {
      expect(canChangeTask({ uid: 'someone', role }, task), role).toBe(true);
    }
  });

  it('refuses another agent, a bank agent and a token without a role', () => {
    for (const role of ['agent', 'bank_agent', 'receptionist', null]) {
      expect(canChangeTask({ uid: 'someone', role }, task), String(role)).toBe(false);
    }
  });
});

describe('task inputs', () => {
  const valid = { title: ' Call back ', assigneeId: 'agent-1', dueDate: '2026-03-20' };

  it('trims the title and fills the optional fields', () => {
    expect(createTaskInput.parse(valid)).toEqual({
      title: 'Call back',
      description: '',
      assigneeId: 'agent-1',
      dueDate: '2026-03-20',
      relatedTo: null,
    });
  });

  it('refuses an empty title, a bad date and any key the server writes itself', () => {
    const error = (input: unknown) => createTaskInput.safeParse(input).error?.issues[0]?.message;
    expect(error({ ...valid, title: '  ' })).toBe(TASK_MESSAGES.title);
    expect(error({ ...valid, dueDate: '20/03/2026' })).toBe(TASK_MESSAGES.dueDate);
    expect(error({ ...valid, dueDate: '2026-02-30' })).toBe(TASK_MESSAGES.dueDate);
    for (const key of ['createdBy', 'createdByName', 'assignedToName', 'status']) {
      expect(createTaskInput.safeParse({ ...valid, [key]: 'x' }).success, key).toBe(false);
    }
    expect(
      createTaskInput.safeParse({
        ...valid,
        relatedTo: { kind: 'application', id: 'a1', label: 'APP-FORGED' },
      }).success,
    ).toBe(false);
  });

  it('refuses a path as a task or assignee id, and an unknown status', () => {
    expect(
      updateTaskStatusInput.safeParse({ taskId: 'a/b', to: 'done', expectedStatus: 'open' })
        .success,
    ).toBe(false);
    expect(
      updateTaskStatusInput.safeParse({ taskId: 't1', to: 'closed', expectedStatus: 'open' })
        .success,
    ).toBe(false);
    expect(reassignTaskInput.safeParse({ taskId: 't1', assigneeId: '..' }).success).toBe(false);
    expect(reassignTaskInput.parse({ taskId: 't1', assigneeId: 'agent-2' }).note).toBe('');
  });

  it("leaves a missing, empty or non-text task id to zod's own issue (parseInput names the field)", () => {
    const firstIssue = (taskId: unknown) =>
      updateTaskStatusInput.safeParse({ taskId, to: 'done', expectedStatus: 'open' }).error
        ?.issues[0];
    expect(firstIssue(undefined)).toMatchObject({ code: 'invalid_type', path: ['taskId'] });
    expect(firstIssue(42)).toMatchObject({ code: 'invalid_type', expected: 'string' });
    expect(firstIssue('')).toMatchObject({ code: 'too_small', path: ['taskId'] });
    expect(firstIssue('a/b')?.message).toBe(TASK_MESSAGES.taskNotFound);
    expect(reassignTaskInput.safeParse({}).error?.issues[0]?.path).toEqual(['taskId']);
  });
});

describe('stored tasks', () => {
  it('reads a malformed link or history status as null rather than hiding the record', () => {
    const record = taskRecordSchema.parse({
      id: 't1',
      title: 'Call back',
      description: '',
      assignedTo: 'agent-1',
      assignedToName: 'Achieng',
      dueDate: '2026-03-20',
      status: 'open',
      relatedTo: { kind: 'spaceship', id: 'x' },
      createdBy: 'manager-1',
      createdByName: 'Musa',
      createdAt: null,
      updatedAt: null,
      completedAt: null,
    });
    expect(record.relatedTo).toBeNull();
    expect(record.updatedBy).toBeNull();
    const entry = taskHistoryEntrySchema.parse({
      id: 'h1',
      event: 'created',
      from: 'nowhere',
      to: 'open',
      by: 'manager-1',
      byName: 'Musa',
      at: null,
    });
    expect(entry).toMatchObject({ from: null, to: 'open', note: null, detail: null });
  });
});
