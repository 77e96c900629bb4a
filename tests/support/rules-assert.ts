import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { expect } from 'vitest';

/** A denial must be the rules' own: code exactly 'permission-denied'. */
export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  const error = (await assertFails(operation)) as { code?: string };
  expect(error.code).toBe('permission-denied');
}

export async function expectAllowed(operation: Promise<unknown>): Promise<void> {
  await assertSucceeds(operation);
}

export function expectAccess(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  return allowed ? expectAllowed(operation) : expectDenied(operation);
}
