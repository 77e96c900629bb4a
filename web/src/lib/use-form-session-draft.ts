import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftFieldsOf, readSessionDraft, writeSessionDraft } from './session-draft';

/**
 * A react-hook-form form's values kept as a session draft under `key` (lib/session-draft.ts):
 * a dialog closed by mistake (Escape, its close button), a reload or a failed save gives back
 * what was typed. Restored once when the form mounts, over its defaults; a form emptied back to
 * its defaults keeps no draft. Returns `forget`, for after a save and for Cancel.
 */
export function useFormSessionDraft<T extends FieldValues>(
  key: string,
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'watch'>,
): () => void {
  const { getValues, reset, watch } = form;
  useEffect(() => {
    const defaults = getValues();
    const saved = draftFieldsOf(readSessionDraft(key), defaults);
    if (Object.keys(saved).length > 0) {
      reset({ ...defaults, ...saved }, { keepDefaultValues: true });
    }
    const blank = JSON.stringify(defaults);
    // Only what the person types (a change event), not what the page sets itself (a default
    // that arrives late, this restore).
    const subscription = watch((values, { type }) => {
      if (type !== 'change') return;
      writeSessionDraft(key, JSON.stringify(values) === blank ? null : values);
    });
    return () => subscription.unsubscribe();
  }, [key, getValues, reset, watch]);
  return useCallback(() => writeSessionDraft(key, null), [key]);
}
