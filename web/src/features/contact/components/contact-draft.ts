import { EMPTY_CONTACT_FORM, type ContactFormValues } from '../contact-schema';

const DRAFT_KEY = 'centre:contact-draft';

/**
 * The half-written message is kept in sessionStorage (this tab only, gone when it closes), so a
 * reload or a failed send never costs the visitor what they typed.
 */
export function loadContactDraft(): ContactFormValues {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return EMPTY_CONTACT_FORM;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const text = (key: keyof ContactFormValues) =>
      typeof saved[key] === 'string' ? saved[key] : '';
    return {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      subject: text('subject'),
      message: text('message'),
    };
  } catch {
    return EMPTY_CONTACT_FORM;
  }
}

export function saveContactDraft(values: Partial<ContactFormValues>): void {
  try {
    const hasContent = Object.values(values).some((value) => Boolean(value));
    if (hasContent) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or blocked (private mode): the form still works, only without the draft.
  }
}

export function clearContactDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // See saveContactDraft.
  }
}
