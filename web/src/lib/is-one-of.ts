/** The type guard of a fixed list: true for a member of `values`, false for anything else. */
export function isOneOf<T>(values: readonly T[]): (value: unknown) => value is T {
  return (value: unknown): value is T => (values as readonly unknown[]).includes(value);
}

/** The values of a fixed record (a form's message keys, say). */
export type ValueOf<T> = T[keyof T];

/** The type guard of a fixed record's values: true for one of them, false for anything else. */
export function isValueOf<T extends Readonly<Record<string, unknown>>>(record: T) {
  return isOneOf(Object.values(record) as ValueOf<T>[]);
}
