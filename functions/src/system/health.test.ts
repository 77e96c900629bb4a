import { describe, expect, it, vi } from 'vitest';
import { checkHealth } from './health';

describe('checkHealth', () => {
  it('reports ok when Firestore responds', async () => {
    const report = await checkHealth({ listCollections: vi.fn().mockResolvedValue([]) });
    expect(report.httpStatus).toBe(200);
    expect(report.body).toMatchObject({ status: 'ok', firestore: 'ok' });
  });

  it('reports 503 with the reason when Firestore does not respond', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('14 UNAVAILABLE: connection refused'));
    const report = await checkHealth({ listCollections: failing });
    expect(report).toEqual({
      httpStatus: 503,
      body: {
        status: 'degraded',
        firestore: 'unavailable',
        error: '14 UNAVAILABLE: connection refused',
      },
    });
  });
});
