import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The root error of a check whose schema could not load. */
export const SCHEMA_UNAVAILABLE = 'unavailable';

/**
 * A react-hook-form resolver whose schema (zod, and zod's resolver) `load` brings with the
 * visitor's first check instead of with the page: a public form's page then evaluates no zod
 * while it hydrates (docs/architecture.md §4). Loaded once; when it cannot load (the connection
 * dropped before the app was cached) the check answers with a root error of type
 * SCHEMA_UNAVAILABLE, which the form shows, and the next check tries again.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): Resolver<TFieldValues, TContext, TTransformed> {
  let check: Resolver<TFieldValues, TContext, TTransformed> | undefined;
  return async (values, context, options) => {
    if (!check) {
      try {
        check = await load();
      } catch {
        // `root` is every form's key for a form-wide error; TypeScript cannot see it for a generic
        // form's values.
        const errors = {
          root: { type: SCHEMA_UNAVAILABLE, message: SCHEMA_UNAVAILABLE },
        } as FieldErrors<TFieldValues>;
        return { values: {}, errors };
      }
    }
    return check(values, context, options);
  };
}
