import type { z } from 'zod';
import { db } from '../admin';
import { parseRecord } from './parse-record';
import {
  transitionWithHistory,
  type TransitionOutcome,
  type TransitionRequest,
} from './transition-with-history';

/**
 * A kind of record moved through a staff workflow: where its records are, the domain schema they
 * are parsed with, the transition table, the messages of its refusals and how its steps write.
 */
export interface RecordWorkflow<R extends { status: S }, S extends string> {
  /** The records are {collection}/{id}. */
  collection: string;
  /** The domain's record schema (parseRecord). */
  schema: z.ZodType<R>;
  transitions: TransitionRequest<R, S, unknown>['transitions'];
  messages: TransitionRequest<R, S, unknown>['messages'];
  transactionOptions?: TransitionRequest<R, S, unknown>['transactionOptions'];
  /** Every step also writes updatedBy, the actor's uid. */
  stampUpdatedBy?: boolean;
}

/** What one step of a workflow brings: the actor, the status they saw, and the plan. */
export type WorkflowStep<R extends { status: S }, S extends string, Result> = Pick<
  TransitionRequest<R, S, Result>,
  'actorUid' | 'expectedStatus' | 'plan'
>;

/**
 * One step of `workflow` on the record `recordId` through transitionWithHistory:
 * {collection}/{recordId} parsed with the workflow's schema, moves checked against its
 * transitions, history entries under {collection}/{recordId}/history in the same transaction.
 */
export function workflowStep<R extends { status: S }, S extends string, Result>(
  workflow: RecordWorkflow<R, S>,
  recordId: string,
  step: WorkflowStep<R, S, Result>,
): Promise<TransitionOutcome<Result>> {
  return transitionWithHistory<R, S, Result>({
    ...step,
    ref: db.collection(workflow.collection).doc(recordId),
    parse: (snapshot) => parseRecord(workflow.schema, snapshot),
    transitions: workflow.transitions,
    messages: workflow.messages,
    transactionOptions: workflow.transactionOptions,
    stampUpdatedBy: workflow.stampUpdatedBy,
  });
}
