import { FieldValue } from 'firebase-admin/firestore';
import {
  APPLICATION_MESSAGES,
  type ApplicationReceipt,
  type ApplicationStatusAnswer,
} from '@centre/domain/applications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, waitFor } from '../support/admin';
import {
  APPLICANT_DATE_OF_BIRTH,
  newApplicationId,
  publicApplication,
} from '../support/applications';
import { clearProject } from '../support/emulator-reset';
import { closeClients, expectCallableError, newClient } from '../support/functions-client';

beforeEach(clearProject);
afterEach(closeClients);

async function submittedWithReference(): Promise<{ id: string; reference: string }> {
  const id = newApplicationId();
  await adminDb
    .doc(`applications/${id}`)
    .set({ ...publicApplication(id), createdAt: FieldValue.serverTimestamp() });
  const reference = await waitFor(
    async () => (await adminDb.doc(`applications/${id}`).get()).get('reference') as string,
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
    expect(Object.keys(answer).sort()).toEqual(['found', 'status', 'submittedAt', 'updatedAt']);
    expect(answer).toMatchObject({ found: true, status: 'submitted' });
    expect(isIso(answer.submittedAt) && isIso(answer.updatedAt)).toBe(true);

    await adminDb.doc(`applications/${id}`).update({
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
