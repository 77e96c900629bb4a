import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../admin';

/**
 * GET /health: proves the functions bundle loaded and that Firestore answers from inside it.
 * Used by the emulator smoke test and as a post-deploy check.
 */
export const health = onRequest({ cors: false }, async (_req, res) => {
  const startedAt = Date.now();
  try {
    // listCollections is a real round trip that reads no documents (no billing, no data exposed).
    await db.listCollections();
    res.status(200).json({ status: 'ok', firestore: 'ok', latencyMs: Date.now() - startedAt });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    res.status(503).json({ status: 'degraded', firestore: 'unavailable', error: message });
  }
});
