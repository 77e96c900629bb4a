import { COLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import {
  APPLICATION_MESSAGES,
  type ApplicationReceipt,
  type ApplicationStatusAnswer,
} from '@centre/domain/applications';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { adminDb, waitFor } from '../support/admin';
import {
  APPLICANT_DATE_OF_BIRTH,
  newApplicationId,
  publicApplication,
} from '../support/applications';
import { callFromIp } from '../support/callable-from-ip';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  newClient,
} from '../support/functions-client';

useEmptyProjectPerTest();

async function submittedWithReference(): Promise<{ id: string; reference: string }> {
  const id = newApplicationId();
  await adminDb
    .doc(`${COLLECTIONS.applications}/${id}`)
    .set({ ...publicApplication(id), createdAt: FieldValue.serverTimestamp() });
  const reference = await waitFor(
    async () =>
      (await adminDb.doc(`${COLLECTIONS.applications}/${id}`).get()).get('reference') as string,
    Boolean,
    { what: 'a reference' },
  );
  return { id, reference };
}

const check = (data: unknown) =>
  newClient().call<ApplicationStatusAnswer>('checkApplicationStatus', data);
const isIso = (value: unknown) =>
  typeof value === 'string' && new Date(value).toISOString() === value;

describe('getApplicationReceipt', () => {
  it('returns the reference, the status and when it was submitted, without sign-in', async () => {
    const { id, reference } = await submittedWithReference();
    const receipt = await newClient().call<ApplicationReceipt>('getApplicationReceipt', {
      applicationId: id,
    });
    expect(receipt).toMatchObject({ reference, status: 'submitted' });
    expect(isIso(receipt.submittedAt)).toBe(true);
  });

  it('refuses an id that is not a UUID, and an unknown one', async () => {
    await expectCallableError(
      newClient().call('getApplicationReceipt', { applicationId: 'abc' }),
      'invalid-argument',
      APPLICATION_MESSAGES.applicationIdInvalid,
    );
    await expectCallableError(
      newClient().call('getApplicationReceipt', { applicationId: newApplicationId() }),
      'not-found',
      APPLICATION_MESSAGES.applicationNotFound,
    );
  });
});

describe('checkApplicationStatus', () => {
  it('answers a wrong reference and a wrong date of birth identically', async () => {
    const { reference } = await submittedWithReference();
    const wrongReference = await check({
      reference: reference === 'APP-222222' ? 'APP-333333' : 'APP-222222',
      dateOfBirth: APPLICANT_DATE_OF_BIRTH,
    });
    const wrongDateOfBirth = await check({ reference, dateOfBirth: '1991-04-12' });
    expect(wrongReference).toEqual({ found: false });
    expect(wrongDateOfBirth).toEqual(wrongReference);
  });

  it('reveals only the status and dates on a match, and follows a staff status change', async () => {
    const { id, reference } = await submittedWithReference();
    const answer = await check({ reference, dateOfBirth: APPLICANT_DATE_OF_BIRTH });
    expect(Object.keys(answer).sort()).toEqual([
      'found',
      'kind',
      'status',
      'submittedAt',
      'updatedAt',
    ]);
    expect(answer).toMatchObject({ found: true, kind: 'application', status: 'submitted' });
    expect(isIso(answer.submittedAt) && isIso(answer.updatedAt)).toBe(true);

    await adminDb.doc(`${COLLECTIONS.applications}/${id}`).update({
      status: 'in_review',
      updatedBy: 'manager-uid',
      updatedAt: FieldValue.serverTimestamp(),
    });
    // Typed the way people do: lower case, with spaces around it.
    const after = await check({
      reference: `  ${reference.toLowerCase()} `,
      dateOfBirth: APPLICANT_DATE_OF_BIRTH,
    });
    expect(after).toMatchObject({ found: true, status: 'in_review' });
  });

  it.each([
    [{}, APPLICATION_MESSAGES.referenceInvalid],
    [
      { reference: 'APP-123', dateOfBirth: APPLICANT_DATE_OF_BIRTH },
      APPLICATION_MESSAGES.referenceInvalid,
    ],
    [
      { reference: 'APP-0OIL11', dateOfBirth: APPLICANT_DATE_OF_BIRTH },
      APPLICATION_MESSAGES.referenceInvalid,
    ],
    [{ reference: 'APP-7K3Q9D' }, APPLICATION_MESSAGES.dateOfBirthInvalid],
    [
      { reference: 'APP-7K3Q9D', dateOfBirth: '12/04/1990' },
      APPLICATION_MESSAGES.dateOfBirthInvalid,
    ],
    [
      { reference: 'APP-7K3Q9D', dateOfBirth: '1990-02-30' },
      APPLICATION_MESSAGES.dateOfBirthInvalid,
    ],
  ])('refuses %j with invalid-argument "%s"', (data, message) =>
    expectCallableError(check(data), 'invalid-argument', message),
  );
});

describe('checkApplicationStatus against date-of-birth guessing', () => {
  const WRONG_DATES = ['1991-01-01', '1991-01-02', '1991-01-03', '1991-01-04', '1991-01-05'];

  /** Guesses every wrong date once (each answered as a miss), then returns what comes next. */
  async function guessAll(reference: string) {
    for (const dateOfBirth of WRONG_DATES) {
      expect(await check({ reference, dateOfBirth })).toEqual({ found: false });
    }
  }

  it('locks a reference after 5 wrong dates of birth: even the right one gets "try again later"', async () => {
    expect(WRONG_DATES).toHaveLength(RATE_LIMITS.dateOfBirthFailuresPerReference);
    const { reference } = await submittedWithReference();
    await guessAll(reference);
    await expectCallableError(
      check({ reference, dateOfBirth: APPLICANT_DATE_OF_BIRTH }),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tryAgainLater,
    );
    // The lock is stored under a hash: no reference (and no address) in any document.
    const limiters = await adminDb.collection(COLLECTIONS.rateLimits).get();
    expect(limiters.docs.map((d) => d.id).join()).not.toContain(reference);
    expect(limiters.docs.every((d) => d.get('expiresAt') instanceof Object)).toBe(true);
  });

  it('answers a reference that does not exist with the very same lock', async () => {
    const { reference } = await submittedWithReference();
    const unknown = reference === 'APP-222222' ? 'APP-333333' : 'APP-222222';
    await guessAll(unknown);
    await expectCallableError(
      check({ reference: unknown, dateOfBirth: APPLICANT_DATE_OF_BIRTH }),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tryAgainLater,
    );
    // Other references are not affected by one being locked.
    expect(await check({ reference, dateOfBirth: APPLICANT_DATE_OF_BIRTH })).toMatchObject({
      found: true,
    });
  });

  it('opens the reference again once the hour is over', async () => {
    const { reference } = await submittedWithReference();
    await guessAll(reference);
    const limiters = await adminDb.collection(COLLECTIONS.rateLimits).get();
    const past = Date.now() - RATE_LIMITS.lockoutMs - 1000;
    await Promise.all(
      limiters.docs.map((d) => d.ref.update({ lockedUntil: past + 500, windowStart: past })),
    );
    expect(await check({ reference, dateOfBirth: APPLICANT_DATE_OF_BIRTH })).toMatchObject({
      found: true,
    });
  });

  it('limits the misses from one IP across references, and not those from another IP', async () => {
    const guesser = '203.0.113.7';
    const limit = RATE_LIMITS.dateOfBirthFailuresPerIp;
    // Different references, fewer than 5 guesses each: only the per-IP limit can stop this.
    for (let i = 0; i < limit; i += 1) {
      const reference = `APP-${'23456789ABCDEFGHJKMNPQRSTUVWXYZ'[i] ?? '2'}22222`;
      expect(
        await callFromIp(guesser, 'checkApplicationStatus', {
          reference,
          dateOfBirth: '1991-01-01',
        }),
      ).toEqual({ found: false });
    }
    const { reference } = await submittedWithReference();
    const rightAnswer = { reference, dateOfBirth: APPLICANT_DATE_OF_BIRTH };
    await expectCallableError(
      callFromIp(guesser, 'checkApplicationStatus', rightAnswer),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tryAgainLater,
    );
    // A client-supplied X-Forwarded-For entry before the front end's own is never trusted.
    await expectCallableError(
      callFromIp(`198.51.100.1, ${guesser}`, 'checkApplicationStatus', rightAnswer),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tryAgainLater,
    );
    expect(await callFromIp('198.51.100.2', 'checkApplicationStatus', rightAnswer)).toMatchObject({
      found: true,
    });
  });

  it('answers 40 rapid guesses, 4 at a time, with at most 5 misses, then only "try again later"', async () => {
    const { reference } = await submittedWithReference();
    const answers: PromiseSettledResult<ApplicationStatusAnswer>[] = [];
    for (let wave = 0; wave < 10; wave += 1) {
      answers.push(
        ...(await Promise.allSettled(
          Array.from({ length: 4 }, (_, i) =>
            check({ reference, dateOfBirth: `19${50 + wave}-0${i + 1}-15` }),
          ),
        )),
      );
    }
    const misses = answers.filter((a) => a.status === 'fulfilled');
    expect(misses.length).toBe(RATE_LIMITS.dateOfBirthFailuresPerReference);
    for (const answer of answers) {
      if (answer.status === 'fulfilled') expect(answer.value).toEqual({ found: false });
      else {
        const error = answer.reason as { code?: string; message?: string };
        expect(error.code).toBe('functions/resource-exhausted');
        expect(error.message?.replace(/ \[\d{3}\]$/, '')).toBe(RATE_LIMIT_MESSAGES.tryAgainLater);
      }
    }
  });
});
