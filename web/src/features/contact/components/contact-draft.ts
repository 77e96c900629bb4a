import { draftFieldsOf, readSessionDraft, writeSessionDraft } from '../../../lib/session-draft';
import { EMPTY_CONTACT_FORM, type ContactFormValues } from '../contact-schema';

const DRAFT_KEY = 'centre:contact-draft';

/**
 * The half-written message is kept as a session draft (this tab only, gone when it closes), so a
 * reload or a failed send never costs the visitor what they typed.
 */
export function loadContactDraft(): ContactFormValues {
  // The saved fields, each of the form's type (text only; anything else read as empty).
  const saved = draftFieldsOf(readSessionDraft(DRAFT_KEY), EMPTY_CONTACT_FORM, { strict: true });
  return { ...EMPTY_CONTACT_FORM, ...saved };
}

export function saveContactDraft(values: Partial<ContactFormValues>): void {
  const hasContent = Object.values(values).some((value) => Boolean(value));
  writeSessionDraft(DRAFT_KEY, hasContent ? values : null);
}

export function clearContactDraft(): void {
  writeSessionDraft(DRAFT_KEY, null);
}
