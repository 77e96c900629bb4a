import { useCallback, useState } from 'react';

/**
 * What someone is typing, kept in sessionStorage (this tab only, gone when it closes): a reload,
 * a failed send or a move to another page never costs it. Storage that is full or blocked
 * (private mode) only means no draft: the form still works.
 */

/** The draft under `key` as it was saved (JSON), or null when there is none or it is unreadable. */
export function readSessionDraft(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null forgets the draft (nothing typed, or sent). */
export function writeSessionDraft(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: no draft.
  }
}

/** Forgets every draft whose key starts with `prefix` (a staff member's, when they sign out). */
export function forgetSessionDrafts(prefix: string): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) =>
      sessionStorage.key(index),
    );
    for (const key of keys) if (key?.startsWith(prefix)) sessionStorage.removeItem(key);
  } catch {
    // Blocked: there is nothing kept to forget.
  }
}

/** Where the staff side keeps its drafts: forgotten at sign-out (a shared counter computer). */
export const STAFF_DRAFT_PREFIX = 'centre:staff-draft:';

/**
 * A text box's value kept as a draft under `key`: starts from the saved draft, saves each
 * change, and forgets the draft when the text is emptied (after a send, say).
 */
export function useSessionDraftText(key: string): readonly [string, (text: string) => void] {
  const [text, setText] = useState(() => {
    const saved = readSessionDraft(key);
    return typeof saved === 'string' ? saved : '';
  });
  const change = useCallback(
    (next: string) => {
      setText(next);
      writeSessionDraft(key, next === '' ? null : next);
    },
    [key],
  );
  return [text, change] as const;
}

/**
 * The saved draft's fields that the form has, each of the same type as the form's own value,
 * anything else left as the form has it: a draft from an older form, or a value changed by hand,
 * never breaks a newer. By default a null is taken too, on either side (a field not filled yet or
 * cleared again: a job's deadline, a number); `strict` takes a value of the form's own type only,
 * for forms whose fields are never null (the public forms' text boxes and check boxes).
 */
export function draftFieldsOf<T extends object>(
  saved: unknown,
  current: T,
  { strict = false }: { strict?: boolean } = {},
): Partial<T> {
  if (typeof saved !== 'object' || saved === null) return {};
  const fields = saved as Record<string, unknown>;
  const known: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T & string)[]) {
    const value = fields[key];
    if (value === undefined) continue;
    const sameType = typeof value === typeof current[key];
    if (sameType || (!strict && (value === null || current[key] === null))) {
      known[key] = value as T[typeof key];
    }
  }
  return known;
}
