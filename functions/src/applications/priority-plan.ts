import type { ApplicationPriority, ApplicationPriorityEntry } from '@centre/domain/applications';
import type { TransitionPlan } from '../shared/transition-with-history';

/**
 * The step that gives `current` the priority `priority`: the field and the 'priority' history
 * entry with the priority it had and the one it gets (applicationPriorityEntrySchema; the
 * transaction adds by and byName, the caller as the server knows them, and at). Null when it
 * already has that priority (a retried call changes nothing and records nothing).
 */
export function priorityPlan<Result>(
  current: { priority: ApplicationPriority },
  priority: ApplicationPriority,
  result: Result,
): TransitionPlan<never, Result> | null {
  if (current.priority === priority) return null;
  const entry: ApplicationPriorityEntry = {
    kind: 'priority',
    from: current.priority,
    to: priority,
    note: null,
  };
  return { fields: { priority }, history: [entry], result };
}
