// Issue 9, item 9: requestUploadGrant reserves applications/{id}/ for uploads for an hour (the
// storage rules check the grant: tests/rules/storage-applications.rules.test.ts).
import { COLLECTIONS } from '@centre/domain/collections';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import {
  UPLOAD_GRANT_MESSAGES,
  UPLOAD_GRANT_TTL_MS,
  type UploadGrant,
} from '@centre/domain/upload-grants';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { newApplicationId, publicApplication } from '../support/applications';
import { callFromIp } from '../support/callable-from-ip';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  newClient,
} from '../support/functions-client';

useEmptyProjectPerTest();

const request = (data: unknown) => newClient().call<UploadGrant>('requestUploadGrant', data);
const grantOf = async (id: string) =>
  (await adminDb.doc(`${COLLECTIONS.uploadGrants}/${id}`).get()).data();
const millis = (value: unknown) => (value as Timestamp).toMillis();

describe('requestUploadGrant', () => {
  it('writes a grant that expires in an hour, without sign-in', async () => {
    const id = newApplicationId();
    const before = Date.now();
    const grant = await request({ applicationId: id });
    const after = Date.now();

    expect(grant.applicationId).toBe(id);
    const expiresAt = new Date(grant.expiresAt).getTime();
    expect(new Date(grant.expiresAt).toISOString()).toBe(grant.expiresAt);
    // The emulator's clock and ours are the same machine's; allow for the call's own time.
    expect(expiresAt).toBeGreaterThanOrEqual(before + UPLOAD_GRANT_TTL_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + UPLOAD_GRANT_TTL_MS + 1000);

    const stored = await grantOf(id);
    expect(Object.keys(stored ?? {}).sort()).toEqual([
      'applicationId',
      'collection',
      'createdAt',
      'expiresAt',
      'renewedAt',
    ]);
    expect(stored?.applicationId).toBe(id);
    // No collection asked for: an application's folder.
    expect(stored?.collection).toBe(COLLECTIONS.applications);
    expect(millis(stored?.expiresAt)).toBe(expiresAt);
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
  });

  it('refuses with failed-precondition once the application exists, and writes no grant', async () => {
    const id = newApplicationId();
    await adminDb
      .doc(`${COLLECTIONS.applications}/${id}`)
      .set({ ...publicApplication(id), createdAt: FieldValue.serverTimestamp() });
    await expectCallableError(
      request({ applicationId: id }),
      'failed-precondition',
      UPLOAD_GRANT_MESSAGES.alreadySubmitted,
    );
    expect(await grantOf(id)).toBeUndefined();
  });

  it('leaves an earlier grant alone once the application exists', async () => {
    const id = newApplicationId();
    await request({ applicationId: id });
    const first = await grantOf(id);
    await adminDb
      .doc(`${COLLECTIONS.applications}/${id}`)
      .set({ ...publicApplication(id), createdAt: FieldValue.serverTimestamp() });
    await expectCallableError(request({ applicationId: id }), 'failed-precondition');
    expect(await grantOf(id)).toEqual(first);
  });

  it('renews a live grant and an expired one, keeping when it was first granted', async () => {
    const id = newApplicationId();
    await request({ applicationId: id });
    const first = await grantOf(id);

    const renewed = await request({ applicationId: id });
    const second = await grantOf(id);
    expect(second?.createdAt).toEqual(first?.createdAt);
    expect(millis(second?.expiresAt)).toBeGreaterThanOrEqual(millis(first?.expiresAt));
    expect(millis(second?.expiresAt)).toBe(new Date(renewed.expiresAt).getTime());

    await adminDb
      .doc(`${COLLECTIONS.uploadGrants}/${id}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 60_000) });
    const again = await request({ applicationId: id });
    expect(new Date(again.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const third = await grantOf(id);
    expect(third?.createdAt).toEqual(first?.createdAt);
    expect(millis(third?.expiresAt)).toBe(new Date(again.expiresAt).getTime());
  });

  const invalid = UPLOAD_GRANT_MESSAGES.applicationIdInvalid;
  it.each([
    ['a path', 'a/b', invalid],
    ['..', '..', invalid],
    ['__x__', '__x__', invalid],
    ['not a UUID', 'not-a-uuid', invalid],
    ['a UUID path', `${newApplicationId()}/x`, invalid],
    ['an empty string', '', 'applicationId is required'],
    ['only spaces', '   ', 'applicationId is required'],
    ['a number', 42, 'applicationId must be text'],
    ['null', null, 'applicationId must be text'],
    ['an array', [newApplicationId()], 'applicationId must be text'],
  ])(
    'refuses an applicationId that is %s with invalid-argument',
    async (_label, applicationId, message) => {
      await expectCallableError(request({ applicationId }), 'invalid-argument', message);
      expect((await adminDb.collection(COLLECTIONS.uploadGrants).count().get()).data().count).toBe(
        0,
      );
    },
  );

  it('refuses a missing applicationId with invalid-argument', () =>
    expectCallableError(request({}), 'invalid-argument', 'applicationId is required'));

  it(`grants at most ${RATE_LIMITS.uploadGrantsPerIp} an hour to one client IP`, async () => {
    const limit = RATE_LIMITS.uploadGrantsPerIp;
    const ip = '203.0.113.9';
    for (let i = 0; i < limit; i += 1) {
      await callFromIp(ip, 'requestUploadGrant', { applicationId: newApplicationId() });
    }
    const refused = newApplicationId();
    await expectCallableError(
      callFromIp(ip, 'requestUploadGrant', { applicationId: refused }),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tooManyUploadGrants,
    );
    expect(await grantOf(refused)).toBeUndefined();
    // Only the last X-Forwarded-For entry counts: a made-up earlier one does not help.
    await expectCallableError(
      callFromIp(`198.51.100.7, ${ip}`, 'requestUploadGrant', { applicationId: refused }),
      'resource-exhausted',
    );
    // Another IP is not affected.
    await callFromIp('198.51.100.8', 'requestUploadGrant', { applicationId: refused });
    expect(await grantOf(refused)).toBeDefined();
  });
});
