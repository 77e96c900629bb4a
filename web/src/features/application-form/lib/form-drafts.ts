import { openApplicationFormDb, type FormDraft } from './application-form-db';
import type { ApplicationFormValues } from './application-form-values';

/** Drafts are saved this long after the last keystroke. */
export const DRAFT_SAVE_DELAY_MS = 400;

export async function loadDraft(serviceId: string): Promise<FormDraft | undefined> {
  const db = await openApplicationFormDb();
  return db.get('drafts', serviceId);
}

export async function saveDraft(
  serviceId: string,
  clientRequestId: string,
  values: ApplicationFormValues,
): Promise<void> {
  const db = await openApplicationFormDb();
  // structuredClone drops react-hook-form's internal references and keeps plain data only.
  await db.put('drafts', {
    serviceId,
    clientRequestId,
    values: structuredClone(values),
    savedAt: Date.now(),
  });
}

export async function clearDraft(serviceId: string): Promise<void> {
  const db = await openApplicationFormDb();
  await db.delete('drafts', serviceId);
}

/** After an application has been delivered, its draft is finished, whichever page sent it. */
export async function clearDraftsOf(clientRequestId: string): Promise<void> {
  const db = await openApplicationFormDb();
  const tx = db.transaction('drafts', 'readwrite');
  for (const draft of await tx.store.getAll()) {
    if (draft.clientRequestId === clientRequestId) await tx.store.delete(draft.serviceId);
  }
  await tx.done;
}
