import { z } from 'zod';
import { requiredIdSchema } from './ids';
import { recordText } from './records';

/**
 * A link from a task or a staff message to the record it is about ("about APP-7K3Q9D"). The
 * client names the record by kind and id; the server checks it exists and writes its `label`
 * (the human reference: an application's or appointment's reference, a visit's ticket, a bank
 * client's name), so a link never shows a label the client made up.
 */
export const RECORD_LINK_KINDS = ['application', 'visit', 'appointment', 'bankClient'] as const;
export type RecordLinkKind = (typeof RECORD_LINK_KINDS)[number];

export const RECORD_LINK_KIND_LABELS: Record<RecordLinkKind, string> = {
  application: 'Application',
  visit: 'Visit',
  appointment: 'Appointment',
  bankClient: 'Bank client',
};

export const RECORD_LINK_MESSAGES = {
  kind: 'Choose what the link is about',
  notFound: 'The record this refers to was not found',
} as const;

/** What a callable accepts: the kind and the document id, nothing else. */
export const recordLinkInput = z.strictObject({
  kind: z.enum(RECORD_LINK_KINDS, { error: RECORD_LINK_MESSAGES.kind }),
  id: requiredIdSchema(RECORD_LINK_MESSAGES.notFound),
});
export type RecordLinkInput = z.infer<typeof recordLinkInput>;

/** As stored, with the server's label. */
export const recordLinkSchema = z.object({
  kind: z.enum(RECORD_LINK_KINDS),
  id: z.string(),
  label: recordText,
});
export type RecordLink = z.infer<typeof recordLinkSchema>;

/** The back-office page of a linked record. */
export function recordLinkPath(link: Pick<RecordLink, 'kind' | 'id'>): string {
  const id = encodeURIComponent(link.id);
  switch (link.kind) {
    case 'application':
      return `/applications/${id}`;
    case 'visit':
      return `/visits/${id}`;
    case 'appointment':
      return `/appointments/${id}`;
    case 'bankClient':
      return `/bank-services/clients/${id}`;
  }
}
