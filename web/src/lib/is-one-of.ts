/** The type guard of a fixed list: true for a member of `values`, false for anything else. */
export function isOneOf<T>(values: readonly T[]): (value: unknown) => value is T {
  return (value: unknown): value is T => (values as readonly unknown[]).includes(value);
}
