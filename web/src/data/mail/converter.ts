import { mailRecordSchema } from '@centre/domain/mail';
import { functionsRecordConverter } from '../../lib/read-only-converter';

// The stored shape is the domain's (one definition for the sender, the producers and this page).
export type { MailRecord } from '@centre/domain/mail';

/** mail/{id}: written only by the functions (the producers, the sender, retryMail). */
export const mailConverter = functionsRecordConverter(mailRecordSchema, 'Mails');
