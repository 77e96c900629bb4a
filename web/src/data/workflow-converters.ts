import type { z } from 'zod';
import { readOnlyConverter } from '../lib/read-only-converter';

/**
 * The converters of a workflow record's history and notes (applications, licence renewals, bank
 * requests keep them alike): the history is written by the server only; a note is added by its
 * callable (`addNote` names it) and never edited, a pending server time read as the local time.
 */
export function historyAndNoteConverters<THistory, TNote>(
  historySchema: z.ZodType<THistory>,
  noteSchema: z.ZodType<TNote>,
  addNote: string,
) {
  return {
    history: readOnlyConverter(historySchema, 'History is written by the server, not the client.'),
    note: readOnlyConverter(noteSchema, `Notes are added with ${addNote}.`, {
      estimateServerTimestamps: true,
    }),
  };
}
