import { z } from 'zod';

/**
 * Fields of stored records as staff pages read them: a malformed optional field falls back to a
 * neutral value, so that one odd document does not hide a whole page.
 */
export const recordText = z.string().catch('');
/** Text that may be null (or malformed, read as null). */
export const recordOptionalText = z.string().nullable().catch(null);
/** Text that older records may not have at all: missing, null or malformed all read as null. */
export const optionalRecordText = recordOptionalText.optional().transform((value) => value ?? null);
