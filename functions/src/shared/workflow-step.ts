import type { z } from 'zod';
import { db } from '../admin';
import { parseRecord } from './parse-record';
import type { Caller } from './require-permission';
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

/**
 * `workflow`'s own step function (workflowStep on it), which the module of that kind of record
 * exports under its name: `(recordId, step)`.
 */
export function stepsOf<R extends { status: S }, S extends string>(workflow: RecordWorkflow<R, S>) {
  return <Result>(
    recordId: string,
    step: WorkflowStep<R, S, Result>,
  ): Promise<TransitionOutcome<Result>> => workflowStep(workflow, recordId, step);
}

/** A step whose actor is the callable's caller. */
export type CallerStep<R extends { status: S }, S extends string, Result> = Omit<
  WorkflowStep<R, S, Result>,
  'actorUid'
>;

/** The same for workflows whose steps are always the caller's: `(recordId, caller, step)`. */
export function callerStepsOf<R extends { status: S }, S extends string>(
  workflow: RecordWorkflow<R, S>,
) {
  return <Result>(
    recordId: string,
    caller: Caller,
    step: CallerStep<R, S, Result>,
  ): Promise<TransitionOutcome<Result>> =>
    workflowStep(workflow, recordId, { ...step, actorUid: caller.uid });
}
