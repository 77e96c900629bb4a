import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftFieldsOf, readSessionDraft, writeSessionDraft } from './session-draft';

export interface FormSessionDraftOptions<T extends FieldValues> {
  /**
   * The fields kept, when not all: what the person types, not what the page holds for them
   * (a chosen time that is not held for them, say). All of the form's fields by default.
   */
  fields?: readonly (keyof T & string)[];
  /** Take a saved value only where it has the field's own type (draftFieldsOf's strict). */
  strict?: boolean;
}

/**
 * A react-hook-form form's values kept as a session draft under `key` (lib/session-draft.ts):
 * a dialog closed by mistake (Escape, its close button), a reload or a failed save gives back
 * what was typed. Restored once when the form mounts, over its defaults; a form emptied back to
 * its defaults keeps no draft. Returns `forget`, for after a save and for Cancel.
 */
export function useFormSessionDraft<T extends FieldValues>(
  key: string,
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'watch'>,
  { fields, strict = false }: FormSessionDraftOptions<T> = {},
): () => void {
  const { getValues, reset, watch } = form;
  // The list by value, so that a list written inline does not restore the draft on each render.
  const fieldList = fields?.join(',') ?? null;
  useEffect(() => {
    const kept = (values: Record<string, unknown>): Record<string, unknown> =>
      fieldList === null
        ? values
        : Object.fromEntries(fieldList.split(',').map((name) => [name, values[name]]));
    const defaults = getValues();
    const saved = draftFieldsOf(readSessionDraft(key), kept(defaults), { strict });
    if (Object.keys(saved).length > 0) {
      reset({ ...defaults, ...saved }, { keepDefaultValues: true });
    }
    const blank = JSON.stringify(kept(defaults));
    // Only what the person types (a change event), not what the page sets itself (a default
    // that arrives late, this restore).
    const subscription = watch((values, { type }) => {
      if (type !== 'change') return;
      const draft = kept(values);
      writeSessionDraft(key, JSON.stringify(draft) === blank ? null : draft);
    });
    return () => subscription.unsubscribe();
  }, [key, fieldList, strict, getValues, reset, watch]);
  return useCallback(() => writeSessionDraft(key, null), [key]);
}
