import type { StaffOption } from '../../../data/users/list-staff';
import type { TaskHistoryRecord, TaskRecord } from '@centre/domain/tasks';

/** A task the manager wrote for the agent, due 2026-11-20 (overdue on 2026-11-21), about an application. */
export function aTask(overrides: Partial<TaskRecord> = {}): TaskRecord {
  return {
    id: 'task-1',
    title: 'Call the applicant about the missing photo',
    description: 'She prefers calls after 3 pm.',
    assignedTo: 'agent-1',
    assignedToName: 'Achieng Agent',
    dueDate: '2026-11-20',
    status: 'open',
    relatedTo: { kind: 'application', id: 'app-1', label: 'APP-7K3Q9D' },
    createdBy: 'manager-1',
    createdByName: 'Musa Manager',
    createdAt: new Date('2026-11-19T15:00:00Z'),
    updatedAt: new Date('2026-11-19T15:00:00Z'),
    updatedBy: 'manager-1',
    completedAt: null,
    ...overrides,
  };
}

export function aHistoryEntry(overrides: Partial<TaskHistoryRecord> = {}): TaskHistoryRecord {
  return {
    id: 'h1',
    event: 'created',
    from: null,
    to: 'open',
    note: null,
    detail: 'Achieng Agent',
    by: 'manager-1',
    byName: 'Musa Manager',
    at: new Date('2026-11-19T15:00:00Z'),
    ...overrides,
  };
}

/** Colleagues of the staff directory (useStaffOptions). */
export const STAFF: StaffOption[] = [
  { value: 'agent-1', label: 'Achieng Agent', role: 'agent', department: '', available: true },
  { value: 'agent-2', label: 'Otieno Agent', role: 'agent', department: '', available: true },
  { value: 'manager-1', label: 'Musa Manager', role: 'manager', department: '', available: true },
  // Still to set a first password: listed by the directory, refused as an assignee.
  { value: 'manager-2', label: 'New Manager', role: 'manager', department: '', available: false },
];
