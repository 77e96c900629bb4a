import { applicationPriorityEntrySchema } from '@centre/domain/applications';
import { describe, expect, it } from 'vitest';
import { priorityPlan } from './priority-plan';

describe('priorityPlan', () => {
  it("writes the priority and one 'priority' entry from the old to the new", () => {
    const plan = priorityPlan({ priority: 'normal' }, 'urgent', 'done');
    expect(plan).toEqual({
      fields: { priority: 'urgent' },
      history: [{ kind: 'priority', from: 'normal', to: 'urgent', note: null }],
      result: 'done',
    });
    // The entry is the domain's shape; by, byName and at are left to the transaction.
    expect(applicationPriorityEntrySchema.safeParse(plan?.history[0]).success).toBe(true);
  });

  it('does nothing when the application already has that priority (a retried call)', () => {
    expect(priorityPlan({ priority: 'urgent' }, 'urgent', null)).toBeNull();
    expect(priorityPlan({ priority: 'normal' }, 'normal', null)).toBeNull();
  });
});
