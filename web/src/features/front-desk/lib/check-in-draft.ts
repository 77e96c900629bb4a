import { LANGUAGES } from '@centre/domain/constants';
import { ID_TYPES, type VisitorMatch } from '@centre/domain/visits';
import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  draftFieldsOf,
  readSessionDraft,
  STAFF_DRAFT_PREFIX,
  writeSessionDraft,
} from '../../../lib/session-draft';
import { EMPTY_CHECK_IN_FORM, type CheckInFormValues } from './check-in-form';

/** The walk-in being checked in: a returning visitor found by the search, or a new one. */
export type ChosenVisitor = { kind: 'existing'; match: VisitorMatch } | { kind: 'new' };

/**
 * A walk-in's check-in as the receptionist left it: who was chosen and what was typed. Kept in
 * the staff drafts (this tab only, forgotten at sign-out) so a reload or a visit to another page
 * never costs it; forgotten once the visitor is checked in or the desk starts over.
 */
export interface CheckInDraft {
  chosen: ChosenVisitor;
  values: CheckInFormValues;
}

const CHECK_IN_DRAFT_KEY = `${STAFF_DRAFT_PREFIX}front-desk:walk-in`;

/** Where a returning visitor's Update details step keeps what was typed (one per visitor). */
export function visitorDetailsDraftKey(visitorId: string): string {
  return `${STAFF_DRAFT_PREFIX}visitor:edit:${visitorId}`;
}

/** Whether the check-in's returning visitor has Update details typed and not saved. */
export function hasVisitorDetailsDraft(chosen: ChosenVisitor | null | undefined): boolean {
  return (
    chosen?.kind === 'existing' &&
    readSessionDraft(visitorDetailsDraftKey(chosen.match.visitorId)) !== null
  );
}

const nullableText = z.string().nullable().catch(null);

/** A returning visitor as the search returned them; anything else is not a draft of ours. */
const matchSchema: z.ZodType<VisitorMatch> = z.object({
  visitorId: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  phoneMasked: nullableText,
  emailMasked: nullableText,
  idType: z.enum(ID_TYPES).nullable().catch(null),
  idNumberMasked: nullableText,
  dateOfBirthYear: nullableText,
  language: z.enum(LANGUAGES),
  visitCount: z.number().int().nonnegative(),
  lastVisitAt: nullableText,
});

const chosenSchema: z.ZodType<ChosenVisitor> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), match: matchSchema }),
  z.object({ kind: z.literal('new') }),
]);

/**
 * The saved check-in, or null when there is none or it is not one (a draft from an older page,
 * or changed by hand): the form's fields are taken one by one, each only with its own type, the
 * rest left empty.
 */
export function readCheckInDraft(): CheckInDraft | null {
  const saved = readSessionDraft(CHECK_IN_DRAFT_KEY);
  if (typeof saved !== 'object' || saved === null) return null;
  const { chosen, values } = saved as { chosen?: unknown; values?: unknown };
  const parsed = chosenSchema.safeParse(chosen);
  if (!parsed.success) return null;
  const fields = draftFieldsOf(values, EMPTY_CHECK_IN_FORM, { strict: true });
  const visitor = {
    ...EMPTY_CHECK_IN_FORM.visitor,
    ...draftFieldsOf(fields.visitor, EMPTY_CHECK_IN_FORM.visitor),
  };
  return { chosen: parsed.data, values: { ...EMPTY_CHECK_IN_FORM, ...fields, visitor } };
}

/** Keeps the check-in being written; null forgets it. */
function writeCheckInDraft(draft: CheckInDraft | null): void {
  writeSessionDraft(CHECK_IN_DRAFT_KEY, draft);
}

/**
 * Keeps the draft while the check-in is written: it follows the chosen visitor and each change
 * the receptionist makes; choosing nobody (start over, a check-in kept on the device) forgets it.
 * Returns `forget`, for once the visitor is checked in (as useFormSessionDraft does).
 */
export function useCheckInDraft(
  chosen: ChosenVisitor | null,
  form: Pick<UseFormReturn<CheckInFormValues>, 'getValues' | 'watch'>,
): () => void {
  const { getValues, watch } = form;
  useEffect(() => {
    const save = () => writeCheckInDraft(chosen && { chosen, values: getValues() });
    save();
    // Only what the receptionist types (a change event), not what the page sets itself.
    const subscription = watch((_values, { type }) => {
      if (type === 'change') save();
    });
    return () => subscription.unsubscribe();
  }, [chosen, getValues, watch]);
  return useCallback(() => writeCheckInDraft(null), []);
}
