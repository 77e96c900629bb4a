import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BANK_REQUEST } from '../bank-request-schema';
import { loadBankRequestDraft, saveBankRequestDraft } from './bank-request-store';

const ID = '5b1f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

beforeEach(() => sessionStorage.clear());

describe('loadBankRequestDraft', () => {
  it('gives back the saved values over the empty form, under the saved id', () => {
    saveBankRequestDraft({
      clientRequestId: ID,
      values: { ...EMPTY_BANK_REQUEST, name: 'Amina Njeri', consent: true },
    });
    expect(loadBankRequestDraft()).toEqual({
      clientRequestId: ID,
      values: { ...EMPTY_BANK_REQUEST, name: 'Amina Njeri', consent: true },
    });
  });

  it("reads a saved null or a value not of its field's type as empty", () => {
    sessionStorage.setItem(
      'centre:bank-request-draft',
      JSON.stringify({
        clientRequestId: ID,
        values: { name: null, email: 7, consent: 'yes', phone: '+1 780 555 0199' },
      }),
    );
    expect(loadBankRequestDraft()).toEqual({
      clientRequestId: ID,
      values: { ...EMPTY_BANK_REQUEST, phone: '+1 780 555 0199' },
    });
  });
});
