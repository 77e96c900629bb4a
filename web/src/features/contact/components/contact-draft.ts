import { readSessionDraft, writeSessionDraft } from '../../../lib/session-draft';
import { EMPTY_CONTACT_FORM, type ContactFormValues } from '../contact-schema';

const DRAFT_KEY = 'centre:contact-draft';

/**
 * The half-written message is kept as a session draft (this tab only, gone when it closes), so a
 * reload or a failed send never costs the visitor what they typed.
 */
export function loadContactDraft(): ContactFormValues {
  const saved = readSessionDraft(DRAFT_KEY);
  if (typeof saved !== 'object' || saved === null) return EMPTY_CONTACT_FORM;
  const fields = saved as Record<string, unknown>;
  const text = (key: keyof ContactFormValues) =>
    typeof fields[key] === 'string' ? fields[key] : '';
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message'),
  };
}

export function saveContactDraft(values: Partial<ContactFormValues>): void {
  const hasContent = Object.values(values).some((value) => Boolean(value));
  writeSessionDraft(DRAFT_KEY, hasContent ? values : null);
}

export function clearContactDraft(): void {
  writeSessionDraft(DRAFT_KEY, null);
}
