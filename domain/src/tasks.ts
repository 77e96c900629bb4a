import { z } from 'zod';
import { chosenIdSchema, requiredIdSchema } from './ids';
import { eventHistoryEntrySchema, optionalRecordText, recordText } from './records';
import { recordLinkInput, recordLinkSchema } from './record-links';
import { textSchema } from './text';
import { timestampSchema } from './timestamps';

/**
 * tasks/{id} (docs/product.md §3): a piece of work for one member of staff, with a due date and
 * an optional link to the record it is about. Every write is a callable with history
 * (functions/src/tasks/); the browser only reads, under firestore.rules.
 */

// ---------------------------------------------------------------------------------------------
// Statuses and transitions

export const TASK_STATUSES = ['open', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Statuses in which a task still asks for work. */
export const OPEN_TASK_STATUSES = ['open', 'in_progress'] as const satisfies readonly TaskStatus[];

/**
 * open -> in_progress -> done is the usual path. A quick task may be done straight from open;
 * work in progress may be put back (in_progress -> open); a done task may be reopened
 * (done -> in_progress).
 */
export const TASK_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  open: ['in_progress', 'done'],
  in_progress: ['done', 'open'],
  done: ['in_progress'],
};

export function canMoveTask(from: TaskStatus, to: TaskStatus): boolean {
  return TASK_TRANSITIONS[from].includes(to);
}

export function isOpenTask(status: TaskStatus): boolean {
  return (OPEN_TASK_STATUSES as readonly TaskStatus[]).includes(status);
}

/** Due before `today` (both YYYY-MM-DD, in the centre's time zone) and not done. */
export function isTaskOverdue(task: { status: TaskStatus; dueDate: string }, today: string) {
  return isOpenTask(task.status) && task.dueDate < today;
}

/** Roles that may change any task (besides its assignee and its author). */
export const TASK_MANAGER_ROLES = ['superadmin', 'admin', 'manager'] as const;

/**
 * Who may move or reassign a task (docs/product.md §4.11): its assignee, its author, and the
 * roles of TASK_MANAGER_ROLES. The callables decide with this; the task page shows its actions
 * only when it holds.
 */
export function canChangeTask(
  actor: { uid: string; role: string | null },
  task: { assignedTo: string; createdBy: string },
): boolean {
  return (
    actor.uid === task.assignedTo ||
    actor.uid === task.createdBy ||
    (TASK_MANAGER_ROLES as readonly (string | null)[]).includes(actor.role)
  );
}

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
};

/** History events of a task (tasks/{id}/history). */
export const TASK_EVENTS = ['created', 'status_changed', 'reassigned'] as const;
export type TaskEvent = (typeof TASK_EVENTS)[number];

export const TASK_LIMITS = { title: 200, description: 5000, note: 1000 } as const;

export const TASK_MESSAGES = {
  title: 'Enter a title',
  dueDate: 'Enter a due date as YYYY-MM-DD',
  assignee: 'Choose a colleague',
  assigneeNotFound: 'That colleague was not found',
  assigneeNotEligible: 'That colleague cannot take tasks at the moment',
  taskNotFound: 'That task was not found',
  notAllowed: 'Only the assignee, the author or a manager can change this task',
  transition: 'A task cannot move that way',
  stale: 'This task changed meanwhile; look again',
  sameAssignee: 'The task is already assigned to that colleague',
} as const;

// ---------------------------------------------------------------------------------------------
// Callable inputs

const taskId = requiredIdSchema(TASK_MESSAGES.taskNotFound);
const assigneeId = chosenIdSchema(TASK_MESSAGES.assignee);
const note = textSchema({ max: TASK_LIMITS.note, multiline: true }).optional().default('');

/** createTask: the author comes from the caller's token, never from the input. */
export const createTaskInput = z.strictObject({
  title: textSchema({ max: TASK_LIMITS.title }).pipe(z.string().min(1, TASK_MESSAGES.title)),
  description: textSchema({ max: TASK_LIMITS.description, multiline: true }).optional().default(''),
  assigneeId,
  dueDate: z.iso.date({ error: TASK_MESSAGES.dueDate }),
  /** What the task is about; the server checks it exists and writes its label. */
  relatedTo: recordLinkInput.nullable().optional().default(null),
});
export type CreateTaskInput = z.input<typeof createTaskInput>;

/** updateTaskStatus: `expectedStatus` is what the caller saw; a stale move is refused. */
export const updateTaskStatusInput = z.strictObject({
  taskId,
  to: z.enum(TASK_STATUSES),
  expectedStatus: z.enum(TASK_STATUSES),
  note,
});
export type UpdateTaskStatusInput = z.input<typeof updateTaskStatusInput>;

export const reassignTaskInput = z.strictObject({
  taskId,
  assigneeId,
  note,
});
export type ReassignTaskInput = z.input<typeof reassignTaskInput>;

export interface TaskAnswer {
  taskId: string;
  status: TaskStatus;
}

// ---------------------------------------------------------------------------------------------
// Stored records (parsed by functions and by the web converters)

export const taskRecordSchema = z.object({
  id: z.string(),
  title: recordText,
  description: recordText,
  assignedTo: recordText,
  assignedToName: recordText,
  /** YYYY-MM-DD in the centre's time zone. */
  dueDate: recordText,
  status: z.enum(TASK_STATUSES),
  relatedTo: recordLinkSchema.nullable().catch(null),
  createdBy: recordText,
  createdByName: recordText,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  updatedBy: optionalRecordText,
  completedAt: timestampSchema,
});
export type TaskRecord = z.infer<typeof taskRecordSchema>;

/** The history entry's detail: reassigned: the new assignee's name. */
export const taskHistoryEntrySchema = eventHistoryEntrySchema(TASK_EVENTS, TASK_STATUSES);
export type TaskHistoryRecord = z.infer<typeof taskHistoryEntrySchema>;
