import type { Firestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../admin';

export interface HealthReport {
  httpStatus: 200 | 503;
  body:
    | { status: 'ok'; firestore: 'ok'; latencyMs: number }
    | { status: 'degraded'; firestore: 'unavailable'; error: string };
}

export async function checkHealth(
  firestore: Pick<Firestore, 'listCollections'>,
): Promise<HealthReport> {
  const startedAt = Date.now();
  try {
    // listCollections is a real round trip that reads no documents (no cost, no data exposed).
    await firestore.listCollections();
    return {
      httpStatus: 200,
      body: { status: 'ok', firestore: 'ok', latencyMs: Date.now() - startedAt },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      httpStatus: 503,
      body: { status: 'degraded', firestore: 'unavailable', error: message },
    };
  }
}

/**
 * GET /health: proves the functions bundle loaded and that Firestore answers from inside it.
 * Used by `npm start` to know the back end is ready, by the emulator smoke test and after a deploy.
 */
export const health = onRequest(async (_req, res) => {
  const report = await checkHealth(db);
  res.status(report.httpStatus).json(report.body);
});
