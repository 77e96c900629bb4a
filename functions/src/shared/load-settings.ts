import { logger } from 'firebase-functions/v2';
import type { z } from 'zod';
import { db } from '../admin';

/**
 * A settings document (settings/booking, settings/queue), or `defaults` when it is missing. A
 * document the schema refuses (the rules check types, not every value) falls back to the
 * defaults too, loudly: the callables must keep working while staff fix the settings.
 */
export async function loadSettings<T>(path: string, schema: z.ZodType<T>, defaults: T): Promise<T> {
  const snapshot = await db.doc(path).get();
  if (!snapshot.exists) return defaults;
  const parsed = schema.safeParse(snapshot.data());
  if (parsed.success) return parsed.data;
  logger.error(`${path} is invalid; using the defaults`, {
    issue: parsed.error.issues[0]?.message,
  });
  return defaults;
}
