import { REPORT_EVENT_TTL_DAYS } from '@centre/domain/reports';
import { STATS_EVENT_TTL_DAYS } from '@centre/domain/dashboard';
import { TRIGGER_RETRY_WINDOW_HOURS } from '@centre/domain/constants';
import { describe, expect, it, vi } from 'vitest';

// The bundle as deployed needs a project and a bucket to build its triggers; no call is made.
vi.stubEnv(
  'FIREBASE_CONFIG',
  JSON.stringify({ projectId: 'demo-triggers', storageBucket: 'demo-triggers.appspot.com' }),
);
vi.stubEnv('GCLOUD_PROJECT', 'demo-triggers');
const functions = await import('./index');

interface Endpoint {
  eventTrigger?: { eventType: string; retry?: unknown };
}

// Every deployed function with an event trigger (Firestore documents, Storage objects), read from
// the manifest the Firebase CLI deploys from (`__endpoint`).
const eventTriggers = Object.entries(functions).flatMap(([name, fn]) => {
  const endpoint = (fn as { __endpoint?: Endpoint }).__endpoint;
  return endpoint?.eventTrigger ? [{ name, trigger: endpoint.eventTrigger }] : [];
});

describe('event triggers', () => {
  it('are found in the bundle (the reports, the stats, the mail producers, the claims sync)', () => {
    const names = eventTriggers.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'syncUserClaims',
        'onApplicationCreated',
        'onApplicationStats',
        'onVisitReport',
        'onApplicationMail',
        'sendMail',
        'onBankClientActivated',
        'onDocumentUploaded',
      ]),
    );
  });

  it.each(eventTriggers)('$name is deployed with retries', ({ trigger }) => {
    expect(trigger.retry).toBe(true);
  });

  it("drop their retries before the rollups' event markers expire", () => {
    const markerHours = Math.min(STATS_EVENT_TTL_DAYS, REPORT_EVENT_TTL_DAYS) * 24;
    expect(TRIGGER_RETRY_WINDOW_HOURS).toBeLessThan(markerHours);
  });
});
